import { test, expect, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { dayAhead } from '../search/search-helpers.ts';
import { createPlan, openItinerary, type Plan } from './itinerary-helpers.ts';

type FlightItem = Plan['days'][number]['items'][number] & {
  flight?: { from: string; to: string; departDate: string; arriveDate?: string };
};

const inUtc = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const withWeekday = (date: string) =>
  inUtc(date, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const plainDay = (date: string) => inUtc(date, { month: 'short', day: 'numeric', year: 'numeric' });

test('an overnight outbound flight is listed on the date it leaves, its arrival marked +1, and Bookings names that date', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('itinerary.overnight'));
  // New York to Paris: the planner takes the cheapest flight landing on the first day, and eastbound
  // transatlantic flights mostly leave the evening before. A few first days are tried until one does.
  let found: { plan: Plan; flight: FlightItem } | null = null;
  for (let ahead = 30; ahead < 36 && !found; ahead++) {
    const plan = await createPlan(page.request, {
      origin: 'JFK',
      startDate: dayAhead(ahead),
      endDate: dayAhead(ahead + 2),
      travelers: 1,
    });
    const outbound = plan.days[0]!.items.find((i) => i.type === 'flight') as FlightItem | undefined;
    if (outbound?.flight && outbound.flight.departDate < plan.startDate) found = { plan, flight: outbound };
  }
  expect(found, 'a JFK to Paris plan whose outbound leaves the day before the trip').not.toBeNull();
  const { plan, flight } = found!;
  const { departDate, arriveDate } = flight.flight!;
  expect(arriveDate).toBe(plan.startDate);

  await openItinerary(page, plan.id);
  await page.getByRole('tab', { name: 'Daily Itinerary' }).click();
  const leaves = page.getByTestId('day-view').getByTestId('departs-on');
  await expect(leaves.getByRole('heading')).toHaveText(`Leaves ${withWeekday(departDate)}`);
  const times = leaves.getByTestId('flight-times');
  await expect(times).toContainText(`${flight.start} JFK`);
  await expect(times).toContainText(`– ${flight.end}`);
  await expect(times.locator('abbr')).toHaveText('+1');
  await expect(times.locator('abbr')).toHaveAttribute('title', new RegExp(plainDay(arriveDate!)));
  // The first day's own list starts after the flight, on the trip's first date.
  await expect(
    page.getByTestId('day-view').getByRole('list', { name: new RegExp(withWeekday(plan.startDate)) }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Bookings' }).click();
  await expect(page.getByText(`Flight · ${plainDay(departDate)}`)).toBeVisible();
});
