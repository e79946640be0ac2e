import { expect, test, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors } from '../auth/helpers.ts';
import { signUp } from '../account/helpers.ts';
import { bookButton, chooseRoute, expectOptions, fillCard, openRides, optionButton, ruleMessage, selectOption } from './rides-helpers.ts';

test.describe('when rides fail', () => {
  test("options that fail to load say so, and 'Try Again' loads them", async ({ page, consoleErrors }) => {
    await openRides(page);
    // The server cannot be made to fail on purpose: the first options request is answered with a 503 here.
    let failed = false;
    await page.route('**/api/rides/options?*', async (route) => {
      if (failed) return route.continue();
      failed = true;
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Unavailable' } }) });
    });
    await chooseRoute(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load ride options. Please try again.' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expectOptions(page);
    acceptConsoleErrors(consoleErrors, /503/);
  });

  test("a declined card: 'Failed to book ride', the 'Booking Failed' toast with the reason, and the form kept", async ({ page, consoleErrors }) => {
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
    expect(((await (await page.request.get('/api/bookings')).json()) as { bookings: unknown[] }).bookings).toHaveLength(0);
    acceptConsoleErrors(consoleErrors, /402/);
  });
});
