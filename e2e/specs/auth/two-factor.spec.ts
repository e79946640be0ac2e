import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors, settled } from './helpers.ts';
import {
  accountWithEmailTwoFactor,
  accountWithTotp,
  box,
  csrf,
  expectSignedIn,
  mails,
  nextCode,
  passwordStep,
  totpAt,
} from './two-factor-helpers.ts';

test.describe('two-factor sign-in', () => {
  test('e-mail: the code from the e-mail, typed into the six boxes, signs in and goes to /dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('tfa-mail');
    const enrolMail = await accountWithEmailTwoFactor(page, email);
    await passwordStep(page, email);
    await expect(page.getByText(/We sent a 6-digit code to t\*\*\*[a-z0-9]@example\.com/)).toBeVisible();
    await expect(box(page, 1)).toBeFocused();
    expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ user: null });
    await settled(page);
    await expectAccessible(page);

    const { code } = await nextCode(page, email, enrolMail);
    await page.keyboard.type(code);
    for (let n = 1; n <= 6; n++) await expect(box(page, n)).toHaveValue(code[n - 1]!);
    await expect(box(page, 6)).toBeFocused();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page, email);
  });

  test('an incomplete code is caught; a wrong code says so, clears the boxes and focuses the first', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('tfa-wrong');
    const enrolMail = await accountWithEmailTwoFactor(page, email);
    await passwordStep(page, email);
    const { code } = await nextCode(page, email, enrolMail);

    await page.keyboard.type('12a3');
    await expect(box(page, 3)).toHaveValue('3'); // letters are not taken
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Please enter a complete 6-digit code')).toBeVisible();

    await box(page, 1).click();
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid verification code' })).toBeVisible();
    for (let n = 1; n <= 6; n++) await expect(box(page, n)).toHaveValue('');
    await expect(box(page, 1)).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
    await settled(page);
    await expectAccessible(page);
    acceptConsoleErrors(consoleErrors, /400/);

    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page, email);
  });

  test('pasting six digits into the first box fills every box; Backspace goes back', async ({ page }) => {
    const email = uniqueEmail('tfa-paste');
    const enrolMail = await accountWithEmailTwoFactor(page, email);
    await passwordStep(page, email);
    const { code } = await nextCode(page, email, enrolMail);

    await box(page, 1).evaluate(
      (el, text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      ` ${code.slice(0, 3)} ${code.slice(3)} `,
    );
    for (let n = 1; n <= 6; n++) await expect(box(page, n)).toHaveValue(code[n - 1]!);
    await expect(box(page, 6)).toBeFocused();

    await page.keyboard.press('Backspace'); // clears box 6
    await expect(box(page, 6)).toHaveValue('');
    await page.keyboard.press('Backspace'); // empty: back to box 5, cleared
    await expect(box(page, 5)).toBeFocused();
    await expect(box(page, 5)).toHaveValue('');
    await page.keyboard.type(code.slice(4));
    await expect(box(page, 6)).toHaveValue(code[5]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page, email);
  });

  test('authenticator app: a code computed from the secret signs in; no e-mail, no Resend Code', async ({ page }) => {
    const email = uniqueEmail('tfa-totp');
    const { secret } = await accountWithTotp(page, email);
    await passwordStep(page, email);
    await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Code' })).toHaveCount(0);
    expect((await mails(page, email)).filter((m) => m.kind === 'two-factor-code')).toEqual([]);
    await settled(page);
    await expectAccessible(page);
    // The enrolment used the current step; the next one is inside the ±1 window.
    await page.keyboard.type(totpAt(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page, email);
  });

  test('a recovery code signs in instead', async ({ page }) => {
    const email = uniqueEmail('tfa-recovery');
    const { recoveryCodes } = await accountWithTotp(page, email);
    await passwordStep(page, email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    const field = page.getByRole('textbox', { name: 'Recovery code' });
    await expect(field).toBeFocused();
    await settled(page);
    await expectAccessible(page);
    await field.fill(recoveryCodes[0]!.toUpperCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page, email);
  });

  test('Back to Login returns to the password form', async ({ page }) => {
    const email = uniqueEmail('tfa-back');
    await accountWithEmailTwoFactor(page, email);
    await passwordStep(page, email);
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  });
});

test.describe('password reset with an authenticator app', () => {
  test('the reset page asks for the authenticator code, then resets', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('tfa-reset');
    const { secret } = await accountWithTotp(page, email);
    const headers = await csrf(page);
    expect((await page.request.post('/api/auth/password-reset/request', { data: { email }, headers })).status()).toBe(
      202,
    );
    let link = '';
    await expect
      .poll(async () => {
        const reset = (await mails(page, email)).find((m) => m.kind === 'password-reset');
        link = reset?.text.match(/\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0] ?? '';
        return link;
      })
      .not.toBe('');

    await page.goto(link);
    await page.getByRole('main').getByLabel('New password', { exact: true }).fill('Harbour9Lights');
    await page.getByRole('main').getByLabel('Confirm new password').fill('Harbour9Lights');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const code = page.getByRole('textbox', { name: 'Authentication code' });
    await expect(code).toBeVisible();
    await expect(code).toBeFocused();
    await settled(page);
    await expectAccessible(page);
    acceptConsoleErrors(consoleErrors, /400/);

    await code.fill(totpAt(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
