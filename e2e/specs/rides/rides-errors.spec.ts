import type { APIRequestContext } from '@playwright/test';
import { expect, test, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors } from '../auth/helpers.ts';
import { signUp } from '../account/helpers.ts';
import {
  airportToCentre,
  APPROVED_CARD,
  bookButton,
  chooseRoute,
  expectOptions,
  fillCard,
  openRides,
  optionButton,
  optionCard,
  optionCards,
  otherTraveller,
  pickPlace,
  pickShortcut,
  quotedOptions,
  RIDE_TIMEOUT,
  ruleMessage,
  rules,
  selectOption,
  takeRemainingDrivers,
} from './rides-helpers.ts';

/** No other browser test books rides in this city, so only this spec takes (and frees) its drivers. */
const QUIET_CITY = 'GB-edinburgh';

const bookingsOf = async (request: APIRequestContext) =>
  ((await (await request.get('/api/bookings')).json()) as { bookings: { type: string }[] }).bookings;

test.describe('when rides fail', () => {
  test("options that fail to load say so, and 'Try Again' loads them", async ({ page, consoleErrors }) => {
    await openRides(page);
    // The server cannot be made to fail on purpose: the first options request is answered with a 503 here.
    let failed = false;
    await page.route('**/api/rides/options?*', async (route) => {
      if (failed) return route.continue();
      failed = true;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Unavailable' } }),
      });
    });
    await chooseRoute(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load ride options. Please try again.' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expectOptions(page);
    acceptConsoleErrors(consoleErrors, /503/);
  });

  test("pickup and destination at the same place: the server's reason with 'Failed to load ride options', and another destination loads them", async ({
    page,
    consoleErrors,
  }) => {
    await openRides(page);
    // The city centre as pickup, then the very same place as destination: the server refuses to quote it.
    await pickPlace(
      page,
      'Pickup',
      'city centre',
      `${await page.getByRole('combobox', { name: 'City' }).inputValue()} city centre`,
    );
    const place = await page.getByRole('combobox', { name: 'Pickup', exact: true }).inputValue();
    const refused = page.waitForResponse((r) => r.url().includes('/api/rides/options?'));
    await pickPlace(page, 'Destination', 'city centre', place);
    const answer = await refused;
    expect(answer.status()).toBe(400);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('RIDE_SAME_PLACE');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load ride options. Please try again.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Pickup and destination must be different places.');
    await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(optionCards(page)).toHaveCount(0);
    await pickShortcut(page, 'Popular destinations', 'University');
    await expectOptions(page);
    await expect(alert).toHaveCount(0);
    acceptConsoleErrors(consoleErrors, /400/);
  });

  test("drivers taken by other bookings after the option was chosen: 'Selected ride option not available', nothing booked, and the options reloaded", async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(RIDE_TIMEOUT);
    await signUp(page, uniqueEmail('rides-taken'));
    const trip = await airportToCentre(page.request, QUIET_CITY);
    // The option with the fewest drivers at the airport ('Few available': one or two), else any bookable one.
    const quoted = await quotedOptions(page.request, trip);
    const scarce =
      quoted.find((o) => o.availability === 'limited') ?? quoted.find((o) => o.availability === 'available');
    expect(scarce, `a bookable option from ${trip.pickup.name}`).toBeTruthy();

    await openRides(page, `/rides?city=${QUIET_CITY}`);
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue(trip.name);
    await pickShortcut(page, 'Popular pickup locations', 'Airport');
    await pickPlace(page, 'Destination', 'city centre', trip.destination.name);
    await expectOptions(page);
    const card = optionCard(page, scarce!.name);
    await expect(card.getByTestId('ride-availability')).toHaveText(
      scarce!.availability === 'limited' ? 'Few available' : 'Ready to book',
    );
    await selectOption(page, scarce!.name);
    await fillCard(page, APPROVED_CARD);

    // Before Book Ride is pressed, another traveller books every free driver of that type near the
    // airport. Each of those rides keeps its driver for over a minute even on the fast e2e clock.
    const other = await otherTraveller(browser);
    const taken = await takeRemainingDrivers(other.request, trip, scarce!.id);
    expect(taken).toBeGreaterThan(0);
    expect((await bookingsOf(other.request)).filter((b) => b.type === 'ride')).toHaveLength(taken);

    const booking = page.waitForResponse((r) => r.url().endsWith('/api/rides') && r.request().method() === 'POST');
    const reload = page.waitForResponse((r) => r.url().includes('/api/rides/options?'));
    await bookButton(page).click();
    const refused = await booking;
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RIDE_OPTION_UNAVAILABLE');
    await expect(page.getByTestId('ride-book-failure')).toHaveText('Selected ride option not available');

    // The options are asked for again: the option has no free driver now, so the selection is dropped.
    const reloaded = (await (await reload).json()) as { options: { id: string; availability: string }[] };
    expect(reloaded.options.find((o) => o.id === scarce!.id)?.availability).toBe('unavailable');
    await expect(card.getByTestId('ride-availability')).toHaveText('Unavailable');
    await expect(card.getByText('No driver nearby')).toBeVisible();
    await expect(optionButton(page, scarce!.name)).toHaveAttribute('aria-pressed', 'false');
    await expect(optionButton(page, scarce!.name)).toHaveAttribute('aria-disabled', 'true');
    await expect(ruleMessage(page)).toHaveText(rules.option);
    await expect(bookButton(page)).toBeDisabled();
    await expect(page.getByTestId('ride-book-failure')).toHaveText('Selected ride option not available');
    await expect(page.getByTestId('ride-booked')).toHaveCount(0);
    expect(await bookingsOf(page.request)).toHaveLength(0);
    await other.close();
    acceptConsoleErrors(consoleErrors, /409/);
  });

  test("a declined card: 'Failed to book ride', the 'Booking Failed' toast with the reason, and the form kept", async ({
    page,
    consoleErrors,
  }) => {
    await signUp(page, uniqueEmail('rides-declined'));
    await openRides(page);
    await chooseRoute(page);
    await expectOptions(page);
    await selectOption(page, 'Economy');
    await fillCard(page, '4000 0000 0000 0002');
    await bookButton(page).click();
    await expect(page.getByTestId('ride-book-failure')).toHaveText('Failed to book ride. Please try again.');
    await expect(page.getByText('Booking Failed', { exact: true })).toBeVisible();
    await expect(page.getByText(/declined/i).first()).toBeVisible();
    await expect(optionButton(page, 'Economy')).toHaveAttribute('aria-pressed', 'true');
    await expect(ruleMessage(page)).toHaveText('');
    await expect(page.getByTestId('ride-booked')).toHaveCount(0);
    expect(((await (await page.request.get('/api/bookings')).json()) as { bookings: unknown[] }).bookings).toHaveLength(
      0,
    );
    acceptConsoleErrors(consoleErrors, /402/);
  });
});
