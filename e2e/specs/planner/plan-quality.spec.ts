import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { dayFromToday, fillWhere, planResult } from './planner-helpers.ts';

type Item = {
  type: string;
  title: string;
  start: string;
  end: string;
  placeId?: string;
  meal?: string;
  flight?: { departDate: string; arriveDate?: string };
};
type Day = { date: string; items: Item[]; summary?: string };

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Plans a trip through the four steps (with an origin when given) and returns the saved plan's days. */
async function planThrough(page: Page, destination: string, days: number, origin?: string): Promise<Day[]> {
  await page.goto('/plan-trip');
  await fillWhere(page, destination, dayFromToday(40), dayFromToday(40 + days - 1));
  if (origin) await page.getByRole('combobox', { name: /^Travelling from/ }).fill(origin);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('spinbutton', { name: 'Travelers' }).fill('2');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Culture', exact: true }).click();
  await page.getByRole('button', { name: 'Food', exact: true }).click();
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Itinerary' }).click();
  await expect(page.getByText('Your itinerary is ready!')).toBeVisible({ timeout: 30_000 });
  const id = new URL(page.url()).searchParams.get('plan');
  const { plan } = (await (await page.request.get(`/api/plans/${id}`)).json()) as {
    plan: { days: Day[]; feasible: boolean };
  };
  expect(plan.feasible).toBe(true);
  expect(plan.days).toHaveLength(days);
  return plan.days;
}

/** What a traveller reads on every day: a line on why it is so, naming every wait over 90 minutes in 10:00–18:00. */
async function expectExplainedDays(page: Page, days: readonly Day[]) {
  const summaries = planResult(page).getByTestId('day-summary');
  await expect(summaries).toHaveCount(days.length);
  for (const [i, day] of days.entries()) {
    await expect(summaries.nth(i)).toHaveText(day.summary!);
    for (let k = 1; k < day.items.length; k++) {
      const from = Math.max(minutes(day.items[k - 1]!.end), 600);
      const to = Math.min(minutes(day.items[k]!.start), 1080);
      if (to - from > 90) expect(day.summary).toContain(`free time ${clock(from)}–${clock(to)}`);
    }
  }
}

type Place = { id: string; kind: string; meals: string[]; hours: Record<string, string[]> };
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** A restaurant is eaten at twice only when no restaurant unused on the trip serves that meal, open for its whole time. */
async function expectNoAvoidableRepeat(page: Page, destination: string, days: readonly Day[]) {
  const { places } = (await (await page.request.get(`/api/planning/destinations/${destination}/places`)).json()) as {
    places: Place[];
  };
  const used = new Set(meals(days).map((m) => m.placeId));
  const seen = new Set<string>();
  for (const day of days) {
    const weekday = WEEKDAYS[new Date(`${day.date}T12:00:00Z`).getUTCDay()]!;
    for (const meal of day.items.filter((i) => i.type === 'dining')) {
      if (seen.has(meal.placeId!)) {
        const free = places.filter(
          (p) =>
            p.kind === 'restaurant' &&
            !used.has(p.id) &&
            p.meals.includes(meal.meal!) &&
            p.hours[weekday]!.some((range) => range.slice(0, 5) <= meal.start && range.slice(6) >= meal.end),
        );
        expect(
          free.map((p) => p.id),
          `${meal.title} again on ${day.date}`,
        ).toEqual([]);
      }
      seen.add(meal.placeId!);
    }
  }
}

const meals = (days: readonly Day[]) => days.flatMap((d) => d.items.filter((i) => i.type === 'dining'));
const checkIns = (days: readonly Day[]) =>
  days.flatMap((d) => d.items.filter((i) => i.type === 'accommodation' && i.title.startsWith('Check in: ')));

test.describe('plans a traveller would follow', () => {
  test('5 days in Kyoto: no avoidable repeat, check-in from 15:00, every day explained', async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, uniqueEmail('plan-kyoto'));
    const days = await planThrough(page, 'Kyoto', 5);
    expect(meals(days).length).toBeGreaterThanOrEqual(8);
    await expectNoAvoidableRepeat(page, 'kyoto', days);
    // Without a flight the bags are left in the morning and the check-in comes on the way back.
    expect(days[0]!.items[0]!.title).toMatch(/^Drop bags: /);
    expect(checkIns(days)).toHaveLength(1);
    expect(minutes(checkIns(days)[0]!.start)).toBeGreaterThanOrEqual(15 * 60);
    for (const day of days.slice(1, -1))
      expect(day.items.filter((i) => i.type === 'attraction').length).toBeGreaterThan(0);
    await expectExplainedDays(page, days);
  });

  test('4 days in Lisbon from New York: a light arrival day after the long flight, and the airport in time', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUp(page, uniqueEmail('plan-lisbon'));
    const days = await planThrough(page, 'Lisbon', 4, 'New York');
    const [first, last] = [days[0]!, days[days.length - 1]!];
    // New York to Lisbon is a night or a long day in the air (over 6 hours either way): the arrival day is light.
    const outbound = first.items.find((i) => i.type === 'flight')!;
    expect(first.items.filter((i) => i.type === 'attraction').length).toBeLessThanOrEqual(1);
    const checkIn = first.items.findIndex((i) => i.title.startsWith('Check in: '));
    expect(minutes(first.items[checkIn]!.start)).toBeGreaterThanOrEqual(15 * 60);
    const drop = first.items.findIndex((i) => i.title.startsWith('Drop bags: '));
    if (outbound.flight!.arriveDate! > outbound.flight!.departDate && minutes(outbound.end) < 13 * 60) {
      // Landing in the morning after the night flight: bags at the lodging, the check-in at its time.
      expect(drop).toBeGreaterThan(first.items.indexOf(outbound));
      expect(checkIn).toBeGreaterThan(drop);
      expect(first.summary).toMatch(
        /^Arrival: bags left at the lodging at \d\d:\d\d, check-in at \d\d:\d\d; a light day/,
      );
    } else expect(first.summary).toMatch(/^Arrival: (bags left|check-in)/);
    // The last day reaches the airport two hours before the international flight home.
    const home = last.items.findIndex((i) => i.type === 'flight');
    const transfer = last.items[home - 1]!;
    expect(transfer.type).toBe('transport');
    expect(minutes(last.items[home]!.start) - minutes(transfer.end)).toBeGreaterThanOrEqual(120);
    expect(last.summary).toContain('2 hours before the international flight');
    await expectNoAvoidableRepeat(page, 'lisbon', days);
    await expectExplainedDays(page, days);
  });
});
