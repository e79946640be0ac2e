import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors } from '../auth/helpers.ts';
import { signUp } from '../account/helpers.ts';
import { expectNoSidewaysScroll } from '../search/search-helpers.ts';
import {
  bookWithNewCard,
  expectOptions,
  openRides,
  optionEta,
  pickShortcut,
  placeTime,
  ruleMessage,
  rules,
  scheduleZone,
  selectOption,
  spaced,
} from './rides-helpers.ts';

/** A browser zone no ride city keeps (UTC+14): a time shown in the browser's zone cannot pass for the city's. */
const BROWSER_ZONE = 'Pacific/Kiritimati';

test.describe('a scheduled ride', () => {
  test.use({ timezoneId: BROWSER_ZONE });

  test('the options show before a date, priced for the next pickup time, so the date is asked for last', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('rides-schedule-order'));
    await openRides(page);
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await pickShortcut(page, 'Popular pickup locations', 'Airport');
    await pickShortcut(page, 'Popular destinations', 'Sports Arena');
    await expectOptions(page);
    await expect(page.getByTestId('ride-priced-at')).toHaveText(/^Priced for the next pickup time, /);
    await expect(ruleMessage(page)).toHaveText(rules.option);
    await selectOption(page, 'Economy');
    await expect(ruleMessage(page)).toHaveText(rules.date);
    await page.getByLabel('Date', { exact: true }).selectOption({ label: 'Tomorrow' });
    await page.getByLabel('Pickup time', { exact: true }).selectOption({ index: 10 });
    await expect(page.getByTestId('ride-priced-at')).toHaveCount(0);
    await expect(ruleMessage(page)).toHaveText('');
  });

  test('books a slot tomorrow: arrival is the slot plus the ETA; cancelling it is free', async ({
    page,
    consoleErrors,
  }) => {
    await signUp(page, uniqueEmail('rides-schedule'));
    await openRides(page);
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await page.getByLabel('Date', { exact: true }).selectOption({ label: 'Tomorrow' });
    const time = page.getByLabel('Pickup time', { exact: true });
    await time.selectOption({ index: 20 });
    const slot = await time.inputValue();
    expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:(00|30):00\.000Z$/);
    const slotLabel = spaced(await time.locator('option:checked').innerText());
    const { city, timeZone } = await scheduleZone(page);
    expect(timeZone).not.toBe(BROWSER_ZONE);

    await pickShortcut(page, 'Popular pickup locations', 'Airport');
    await pickShortcut(page, 'Popular destinations', 'Sports Arena');
    await expectOptions(page);
    const eta = await optionEta(page, 'Premium');
    await selectOption(page, 'Premium');
    const id = await bookWithNewCard(page, { save: true });

    const arrival = new Date(Date.parse(slot) + eta * 60_000).toISOString();
    const result = page.getByTestId('ride-booked');
    // The time picked on the city's clock is the time the result, the toast and the ride page show.
    expect(await result.getByTestId('ride-pickup-at').innerText()).toBe(placeTime(slot, timeZone, city));
    expect(placeTime(slot, timeZone, city)).toContain(`${slotLabel} (${city} time)`);
    expect(await result.getByTestId('ride-arrival').innerText()).toBe(placeTime(arrival, timeZone, city));
    await expect(
      page.getByText(`Booking ${id}: your driver arrives at ${placeTime(arrival, timeZone, city)}.`),
    ).toBeVisible();
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue('');

    await result.getByRole('link', { name: 'Track your ride' }).click();
    await expect(page.getByTestId('ride-status')).toHaveText('Driver assigned');
    await expect(page.getByTestId('ride-arrival')).toHaveText(placeTime(arrival, timeZone, city));
    await expect(page.getByTestId('ride-pickup-at')).toHaveText(placeTime(slot, timeZone, city));
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Cancel ride' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this ride?' });
    await expect(dialog.getByTestId('ride-cancel-quote')).toHaveText(
      'Cancelling is free: pickup is more than 5 minutes away. The authorisation on your card is released.',
    );
    await expectAccessible(page);
    // The fee can change between showing and confirming (pick-up comes closer). A browser test cannot
    // move the server's clock, so the first confirmation is answered with the server's 409 here: the
    // dialog shows the current quote and asks again.
    let answered = false;
    await page.route('**/api/rides/*/cancel', async (route) => {
      if (answered) return route.continue();
      answered = true;
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'CANCELLATION_FEE_CHANGED',
            message: 'The cancellation fee has changed.',
            cancellation: { free: true, fee: 0 },
          },
        }),
      });
    });
    await dialog.getByRole('button', { name: 'Cancel for free' }).click();
    await expect(dialog.getByTestId('ride-cancel-quote')).toHaveText(
      'Cancelling is now free. Confirm again to cancel.',
    );
    await dialog.getByRole('button', { name: 'Cancel for free' }).click();
    await expect(dialog).toBeHidden();
    acceptConsoleErrors(consoleErrors, /409/);
    await expect(page.getByTestId('ride-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel ride' })).toHaveCount(0);
    await expect(page.getByTestId('ride-cancellation-fee')).toHaveCount(0);

    // The card saved with the booking is offered, preselected, for the next ride.
    await openRides(page);
    await expect(page.getByRole('radio', { name: /ending 4242/ })).toBeChecked();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
  });
});
