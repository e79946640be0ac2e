import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors, createAccount, PASSWORD, settled } from './helpers.ts';

type Mail = { id: string; kind: string; text: string };

async function csrf(page: Page) {
  const { token } = (await (await page.request.get('/api/csrf')).json()) as { token: string };
  return { 'x-csrf-token': token };
}

async function mails(page: Page, email: string): Promise<Mail[]> {
  const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

/** Waits for a two-factor e-mail newer than `after` (a mail id) and returns its id and code. */
async function nextCode(page: Page, email: string, after?: string): Promise<{ id: string; code: string }> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const [newest] = await mails(page, email);
      found = newest && newest.kind === 'two-factor-code' && newest.id !== after ? newest : undefined;
      return Boolean(found);
    })
    .toBe(true);
  return { id: found!.id, code: /\n(\d{6})\n/.exec(found!.text)![1]! };
}

/** Runs `enable` signed in through the API (the browser context shares the cookies), then signs out. */
async function withApiSession<T>(
  page: Page,
  email: string,
  enable: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  await createAccount(page, email);
  const headers = await csrf(page);
  expect(
    (
      await page.request.post('/api/auth/sign-in', { data: { email, password: PASSWORD, rememberMe: false }, headers })
    ).status(),
  ).toBe(200);
  const result = await enable(headers);
  expect((await page.request.post('/api/auth/sign-out', { headers })).status()).toBe(204);
  return result;
}

/** An account with e-mailed codes on: the code of the enrolment e-mail confirms it. */
function accountWithEmailTwoFactor(page: Page, email: string) {
  return withApiSession(page, email, async (headers) => {
    expect((await page.request.post('/api/me/two-factor/email/start', { headers })).status()).toBe(202);
    const { code, id } = await nextCode(page, email);
    expect((await page.request.post('/api/me/two-factor/email/confirm', { data: { code }, headers })).status()).toBe(
      200,
    );
    return id;
  });
}

const totpAt = (secret: string, at: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at });

/** An account with an authenticator app: enrolled with the code of now (that step is then used). */
function accountWithTotp(page: Page, email: string) {
  return withApiSession(page, email, async (headers) => {
    const start = await page.request.post('/api/me/two-factor/totp/start', { headers });
    const { secret } = (await start.json()) as { secret: string };
    const confirm = await page.request.post('/api/me/two-factor/totp/confirm', {
      data: { code: totpAt(secret, Date.now()) },
      headers,
    });
    expect(confirm.status()).toBe(200);
    return { secret, recoveryCodes: ((await confirm.json()) as { recoveryCodes: string[] }).recoveryCodes };
  });
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
}

const box = (page: Page, n: number) => page.getByRole('textbox', { name: `Digit ${n} of 6` });

async function expectSignedIn(page: Page, email: string) {
  await expect(page.getByText('Verification successful!')).toBeVisible();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({ user: { email } });
}

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

  test('Resend Code e-mails a new code (after 30 seconds) and the new code signs in', async ({ page }) => {
    test.slow(); // the server sends a new code at most every 30 s
    const email = uniqueEmail('tfa-resend');
    const enrolMail = await accountWithEmailTwoFactor(page, email);
    await passwordStep(page, email);
    const first = await nextCode(page, email, enrolMail);
    const resend = page.getByRole('button', { name: 'Resend Code' });
    await expect(resend).toBeDisabled();
    await expect(page.getByText(/You can ask for a new code in \d+ seconds?\./)).toBeVisible();

    await expect(resend).toBeEnabled({ timeout: 40_000 });
    await resend.click();
    await expect(page.getByText('Code resent')).toBeVisible();
    const second = await nextCode(page, email, first.id);
    expect(second.id).not.toBe(first.id);
    await expect(resend).toBeDisabled();
    await page.keyboard.type(second.code);
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
