import { test, expect, expectAccessible, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { dayAhead } from '../search/search-helpers.ts';
import { createPlan, dayItems } from './itinerary-helpers.ts';

test.describe('Itinerary viewer', () => {
  test('a traveller without planned trips is pointed to the planner; a signed-out visitor goes to log in', async ({ page }) => {
    await page.goto('/itinerary');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/itinerary')}`);
    await signUp(page, uniqueEmail('itinerary.empty'));
    await page.goto('/itinerary');
    await expect(page.getByRole('heading', { name: 'No planned trips yet' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Plan a trip' })).toHaveAttribute('href', '/plan-trip');
    await expectAccessible(page);
  });

  test('the trip selector opens the next trip; Overview, Daily Itinerary, Map View and Bookings show the plan', async ({ page }) => {
    await signUp(page, uniqueEmail('itinerary.tabs'));
    const later = await createPlan(page.request, { destination: 'Rome', startDate: dayAhead(60), endDate: dayAhead(61) });
    const plan = await createPlan(page.request);

    // Without ?trip the soonest trip opens; the selector lists both.
    await page.goto('/itinerary');
    await expect(page.getByTestId('plan-name')).toHaveText(plan.name);
    const selector = page.getByLabel('Trip', { exact: true });
    await expect(selector.getByRole('option')).toHaveCount(2);

    // Overview
    const overview = page.getByTestId('overview');
    await expect(overview).toContainText('Paris, France');
    await expect(overview).toContainText('2 travelers');
    await expect(overview).toContainText('Moderate');
    await expect(overview).toContainText('Art, History, Food');
    await expect(overview).toContainText('3 days');
    await expect(page.getByTestId('feasibility')).toHaveText(plan.feasible ? 'Feasible' : 'Needs attention');
    await expectAccessible(page);

    // Daily Itinerary: the first day is chosen; another day shows its own items.
    await page.getByRole('tab', { name: 'Daily Itinerary' }).click();
    const dayButtons = page.getByRole('group', { name: 'Day' }).getByRole('button');
    await expect(dayButtons).toHaveCount(3);
    await expect(dayButtons.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: /^Day 1 · / })).toBeVisible();
    await expect(dayItems(page)).toHaveCount(plan.days[0]!.items.length);
    await expect(dayItems(page).first()).toContainText(plan.days[0]!.items[0]!.start);
    await dayButtons.nth(1).click();
    await expect(page.getByRole('heading', { name: /^Day 2 · / })).toBeVisible();
    await expect(dayItems(page)).toHaveCount(plan.days[1]!.items.length);
    for (const item of plan.days[1]!.items.filter((i) => i.type !== 'transport')) await expect(page.getByTestId('day-view')).toContainText(item.title);
    // Transfers, lodging and flights have no edit controls; visits and meals do.
    await expect(page.getByTestId('day-view').locator('[data-type="transport"]').getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('day-view').locator('[data-type="accommodation"]').getByRole('button')).toHaveCount(0);
    await expectAccessible(page);

    // Map View: the server's map of the chosen day and its stops as text.
    await page.getByRole('tab', { name: 'Map View' }).click();
    const map = page.getByTestId('day-map');
    await expect(map).toHaveAttribute('src', new RegExp(`/api/plans/${plan.id}/map\\.svg\\?date=${plan.days[1]!.date}`));
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const stops = plan.days[1]!.items.filter((i) => i.type === 'attraction' || i.type === 'dining');
    await expect(page.getByTestId('map-stops').getByRole('listitem')).toHaveCount(stops.length);
    await expect(map).toHaveAttribute('alt', new RegExp(`1\\. ${escape(stops[0]!.title)}`));
    await expectAccessible(page);

    // Bookings: nothing booked yet; the plan's lodging waits to be booked.
    await page.getByRole('tab', { name: 'Bookings' }).click();
    await expect(page.getByText('No bookings in Paris on these dates yet.')).toBeVisible();
    await expect(page.getByTestId('plan-bookables').getByRole('button', { name: /^Book / }).first()).toBeVisible();
    await expectAccessible(page);

    // The selector switches trips, back to the overview of the other one.
    await selector.selectOption(later.id);
    await expect(page.getByTestId('plan-name')).toHaveText(later.name);
    await expect(page).toHaveURL(new RegExp(`trip=${later.id}`));
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
