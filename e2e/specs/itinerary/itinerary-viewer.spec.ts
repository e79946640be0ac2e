import { test, expect, expectAccessible, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors } from '../auth/helpers.ts';
import { apiCall, signUp } from '../account/helpers.ts';
import { dayAhead } from '../search/search-helpers.ts';
import { createPlan, dayItems, type Plan } from './itinerary-helpers.ts';

test.describe('Itinerary viewer', () => {
  test('a traveller without planned trips is pointed to the planner; a signed-out visitor goes to log in', async ({
    page,
  }) => {
    await page.goto('/itinerary');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/itinerary')}`);
    await signUp(page, uniqueEmail('itinerary.empty'));
    await page.goto('/itinerary');
    await expect(page.getByRole('heading', { name: 'No planned trips yet' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Plan a trip' })).toHaveAttribute(
      'href',
      '/plan-trip',
    );
    await expectAccessible(page);
  });

  test('the trip selector opens the next trip; Overview, Daily Itinerary, Map View and Bookings show the plan', async ({
    page,
    consoleErrors,
  }) => {
    await signUp(page, uniqueEmail('itinerary.tabs'));
    const later = await createPlan(page.request, {
      destination: 'Rome',
      startDate: dayAhead(60),
      endDate: dayAhead(61),
    });
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
    for (const item of plan.days[1]!.items.filter((i) => i.type !== 'transport'))
      await expect(page.getByTestId('day-view')).toContainText(item.title);
    // Transfers, lodging and flights have no edit controls; visits and meals do.
    await expect(page.getByTestId('day-view').locator('[data-type="transport"]').getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('day-view').locator('[data-type="accommodation"]').getByRole('button')).toHaveCount(
      0,
    );
    await expectAccessible(page);

    // Map View: the server's map of the chosen day and its stops as text.
    await page.getByRole('tab', { name: 'Map View' }).click();
    const map = page.getByTestId('day-map');
    await expect(map).toHaveAttribute(
      'src',
      new RegExp(`/api/plans/${plan.id}/map\\.svg\\?date=${plan.days[1]!.date}`),
    );
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const stops = plan.days[1]!.items.filter((i) => i.type === 'attraction' || i.type === 'dining');
    await expect(page.getByTestId('map-stops').getByRole('listitem')).toHaveCount(stops.length);
    // A short alt: the list beside the map says the rest.
    await expect(map).toHaveAttribute(
      'alt',
      new RegExp(`^Map of Day 2 · .+: ${stops.length} stops?, listed beside the map$`),
    );
    await expectAccessible(page);

    // When the map cannot load, a note says so and a retry brings it back.
    await page.route('**/map.svg*', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.getByRole('group', { name: 'Day' }).getByRole('button').first().click();
    const failed = page.getByTestId('map-error');
    await expect(failed).toContainText('The map could not be loaded');
    await expect(page.getByTestId('map-stops')).toBeVisible();
    await page.unroute('**/map.svg*');
    await failed.getByRole('button', { name: 'Try the map again' }).click();
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole('group', { name: 'Day' }).getByRole('button').nth(1).click();
    acceptConsoleErrors(consoleErrors, /status of 500/);

    // Bookings: nothing booked yet; the plan's lodging waits to be booked.
    await page.getByRole('tab', { name: 'Bookings' }).click();
    await expect(page.getByText('No bookings in Paris on these dates yet.')).toBeVisible();
    await expect(
      page
        .getByTestId('plan-bookables')
        .getByRole('button', { name: /^Book / })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);

    // The selector switches trips, back to the overview of the other one.
    await selector.selectOption(later.id);
    await expect(page.getByTestId('plan-name')).toHaveText(later.name);
    await expect(page).toHaveURL(new RegExp(`trip=${later.id}`));
  });

  test("a trip that is not the traveller's, an unclaimed one or a malformed id shows as not found, with no owner actions", async ({
    page,
    browser,
    consoleErrors,
  }) => {
    // Someone else's trip.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signUp(otherPage, uniqueEmail('itinerary.other'));
    const theirs = await createPlan(otherPage.request);
    await other.close();
    // An unclaimed trip, planned signed out.
    const unclaimedRes = await apiCall(page.request, 'POST', '/api/plans', {
      destination: 'Paris',
      startDate: dayAhead(30),
      endDate: dayAhead(31),
      travelers: 1,
      interests: [],
      pace: 'moderate',
    });
    expect(unclaimedRes.status()).toBe(201);
    const unclaimed = ((await unclaimedRes.json()) as { plan: Plan & { saved: boolean } }).plan;
    expect(unclaimed.saved).toBe(false);

    await signUp(page, uniqueEmail('itinerary.not-mine'));
    await createPlan(page.request);
    for (const id of [theirs.id, unclaimed.id, 'not-a-trip-id']) {
      await page.goto(`/itinerary?trip=${encodeURIComponent(id)}`);
      await expect(page.getByTestId('plan-not-found')).toHaveText(/We could not find this trip in your account/);
      await expect(page.getByTestId('itinerary')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^(Edit Trip|Share|Export)$/ })).toHaveCount(0);
      await expect(page.locator('img[src*="map.svg"]')).toHaveCount(0);
    }
    await expectAccessible(page);
    acceptConsoleErrors(consoleErrors, /404/);
  });
});
