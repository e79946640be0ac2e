import { expect, test, uniqueEmail } from '../../fixtures.ts';
import { accountWithEmailTwoFactor, box, csrf, expectSignedIn, nextCode, passwordStep } from './two-factor-helpers.ts';

// The 30 seconds before a new code may be sent pass on both clocks instead of in real time: the
// server's (the test route moves it forward; this spec runs alone, in the server-clock project) and
// the page's (Playwright's clock, so the countdown ends).
test.describe('two-factor sign-in: Resend Code', () => {
  test('Resend Code e-mails a new code once 30 seconds have passed, and the new code signs in', async ({ page }) => {
    await page.clock.install();
    const email = uniqueEmail('tfa-resend');
    const enrolMail = await accountWithEmailTwoFactor(page, email);
    await passwordStep(page, email);
    const first = await nextCode(page, email, enrolMail);
    const resend = page.getByRole('button', { name: 'Resend Code' });
    await expect(resend).toBeDisabled();
    await expect(page.getByText(/You can ask for a new code in \d+ seconds?\./)).toBeVisible();

    const moved = await page.request.post('/api/test/clock/advance', {
      data: { seconds: 30 },
      headers: await csrf(page),
    });
    expect(moved.status()).toBe(200);
    await page.clock.fastForward(30_000);
    await expect(resend).toBeEnabled();
    await expect(page.getByText(/You can ask for a new code in/)).toHaveCount(0);
    await resend.click();
    await expect(page.getByText('Code resent')).toBeVisible();
    const second = await nextCode(page, email, first.id);
    expect(second.id).not.toBe(first.id);
    await expect(resend).toBeDisabled();
    await box(page, 1).click();
    await page.keyboard.type(second.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page, email);
  });
});
