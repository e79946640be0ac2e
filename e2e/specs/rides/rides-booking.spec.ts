import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import {
  bookButton,
  bookWithNewCard,
  chooseRoute,
  expectOptions,
  openRides,
  optionButton,
  optionCard,
  RIDE_TIMEOUT,
  nearestOption,
  pickShortcut,
  ruleMessage,
  rules,
  selectOption,
} from './rides-helpers.ts';

/** The documented base prices: the fee for cancelling within 5 minutes of pick-up. */
const basePrices: Record<string, string> = { Economy: '$12', Premium: '$18', Luxury: '$35', Shared: '$8', SUV: '$25' };

test.describe('booking a ride', () => {
  test('the Book Ride rules are shown one at a time, in order, as the form is filled', async ({ page }) => {
    await signUp(page, uniqueEmail('rides-rules'));
    await openRides(page);
    await expect(page.getByText('Enter pickup and destination locations to see available rides.')).toBeVisible();
    await expect(ruleMessage(page)).toHaveText(rules.locations);
    await expect(bookButton(page)).toBeDisabled();
    await expect(bookButton(page)).toHaveAttribute('aria-describedby', 'ride-book-rule');
    await expectAccessible(page);

    await chooseRoute(page);
    await expectOptions(page);
    await expect(ruleMessage(page)).toHaveText(rules.option);
    await expect(bookButton(page)).toBeDisabled();

    await selectOption(page, 'Economy');
    await expect(ruleMessage(page)).toHaveText('');
    await expect(bookButton(page)).toBeEnabled();
    await expectAccessible(page);

    // A scheduled ride needs its date and time.
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await expect(ruleMessage(page)).toHaveText(rules.date);
    await expect(bookButton(page)).toBeDisabled();
    // The options stay, priced for the next pickup time until one is chosen.
    await expect(page.getByTestId('ride-priced-at')).toHaveText(/^Priced for the next pickup time, /);
    await page.getByLabel('Date', { exact: true }).selectOption({ label: 'Tomorrow' });
    await page.getByLabel('Pickup time', { exact: true }).selectOption({ index: 1 });
    await expectOptions(page);
    await expect(optionButton(page, 'Economy')).toHaveAttribute('aria-pressed', 'true');
    await expect(ruleMessage(page)).toHaveText('');
    await expect(bookButton(page)).toBeEnabled();

    // Clicking the selected option deselects it.
    await optionButton(page, 'Economy').click();
    await expect(optionButton(page, 'Economy')).toHaveAttribute('aria-pressed', 'false');
    await expect(ruleMessage(page)).toHaveText(rules.option);
  });

  test('book now: toast and result, then the ride page follows the ride live to Completed', async ({ page }) => {
    test.setTimeout(RIDE_TIMEOUT + 60_000);
    await signUp(page, uniqueEmail('rides-now'));
    await openRides(page);
    // A short trip: the fast autopilot clock completes it in seconds.
    await pickShortcut(page, 'Popular pickup locations', 'Downtown');
    await pickShortcut(page, 'Popular destinations', 'Medical Center');
    await expectOptions(page);
    const total = await optionCard(page, 'Economy').getByTestId('ride-option-total').innerText();
    await selectOption(page, 'Economy');
    const id = await bookWithNewCard(page);

    await expect(
      page.getByText(new RegExp(`Booking ${id}: your driver arrives in about \\d+ minutes\\.`)),
    ).toBeVisible();
    const result = page.getByTestId('ride-booked');
    await expect(result.getByTestId('ride-total')).toHaveText(total);
    await expect(result.getByTestId('ride-driver')).not.toBeEmpty();
    // The form is cleared for the next ride.
    await expect(page.getByRole('combobox', { name: 'Pickup', exact: true })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Destination', exact: true })).toHaveValue('');
    await expect(ruleMessage(page)).toHaveText(rules.locations);
    await expectAccessible(page);

    await result.getByRole('link', { name: 'Track your ride' }).click();
    await expect(page).toHaveURL(new RegExp(`/rides/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ride ${id}`);
    await expect(page.getByRole('img', { name: /^Map: pickup .+, destination .+ km apart\./ })).toBeVisible();
    await expect(page.getByTestId('ride-total')).toHaveText(total);
    await expectAccessible(page);
    await expect(page.getByTestId('ride-status')).toHaveText(/Arriving|Arrived|On trip/, { timeout: RIDE_TIMEOUT });
    await expect(page.getByTestId('ride-status')).toHaveText('Completed', { timeout: RIDE_TIMEOUT });
    await expect(page.getByRole('button', { name: 'Cancel ride' })).toHaveCount(0);
    const booking = (
      (await (await page.request.get('/api/bookings')).json()) as {
        bookings: { type: string; status: string; confirmationCode: string }[];
      }
    ).bookings;
    expect(booking).toEqual([expect.objectContaining({ type: 'ride', status: 'completed', confirmationCode: id })]);
  });

  test('a ride booked now is cancelled with a fee: pickup is less than 5 minutes away', async ({ page }) => {
    await signUp(page, uniqueEmail('rides-fee'));
    await openRides(page);
    await pickShortcut(page, 'Popular pickup locations', 'Airport');
    await pickShortcut(page, 'Popular destinations', 'Shopping Mall');
    await expectOptions(page);
    // The nearest driver: with pick-up (booking time + ETA) at most 5 minutes away, cancelling is
    // free only until the moment of booking.
    const { name, eta } = await nearestOption(page);
    expect(eta).toBeLessThanOrEqual(5);
    await selectOption(page, name);
    const id = await bookWithNewCard(page);
    await page.getByRole('link', { name: 'Track your ride' }).click();
    await expect(page).toHaveURL(new RegExp(`/rides/${id}$`));

    const fee = basePrices[name]!;
    await page.getByRole('button', { name: 'Cancel ride' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this ride?' });
    await expect(dialog.getByTestId('ride-cancel-quote')).toHaveText(
      `Cancelling now costs ${fee}: pickup is less than 5 minutes away. The rest of your payment is refunded.`,
    );
    await dialog.getByRole('button', { name: `Cancel and pay ${fee}` }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('ride-status')).toHaveText('Cancelled');
    await expect(page.getByTestId('ride-cancellation-fee')).toHaveText(fee);
    await expect(page.getByText('Ride cancelled', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});
