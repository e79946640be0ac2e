import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import {
  acceptConsoleErrors,
  createAccount,
  latestMail,
  PASSWORD,
  settled,
  signUpByLink,
  signUpLinkToken,
} from './helpers.ts';

/** Meets the dialog's own rules (8+, lower, upper, digit, special) and the server's. */
const DIALOG_PASSWORD = 'Harbour9Lights!';

const authDialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Escazo' });
const header = (page: Page) => page.getByRole('banner');
/** Dispatches the window event once the shell (which listens for it) is on the page. */
async function openByEvent(page: Page, tab: string) {
  await page.locator('header').first().waitFor(); // by CSS: an open modal hides the header from the accessibility tree
  await page.evaluate((t) => window.dispatchEvent(new CustomEvent('escazo:auth-dialog', { detail: { tab: t } })), tab);
}
const dialogChunks = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => /\/assets\/auth-dialog-[^/]*\.js$/.test(n)),
  );

async function fillSignUp(page: Page, values: { name: string; email: string; password: string; confirm?: string }) {
  const dialog = authDialog(page);
  await dialog.getByLabel('Full name').fill(values.name);
  await dialog.getByLabel('Email').fill(values.email);
  await dialog.getByLabel('Password', { exact: true }).fill(values.password);
  await dialog.getByLabel('Confirm password').fill(values.confirm ?? values.password);
}

const codeIn = (mail: { text: string }) => /\n(\d{6})\n/.exec(mail.text)?.[1] ?? '';
const mailCount = async (page: Page, to: string) =>
  ((await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { messages: unknown[] })
    .messages.length;

/** An account with e-mailed two-factor codes turned on (through the API), signed out again. */
async function enableEmailedCodes(page: Page, email: string) {
  const headers = await signUpByLink(page.request, { fullName: 'Ana Silva', email, password: PASSWORD });
  expect((await page.request.post('/api/me/two-factor/email/start', { data: {}, headers })).status()).toBe(202);
  const code = codeIn(await latestMail(page, email));
  expect((await page.request.post('/api/me/two-factor/email/confirm', { data: { code }, headers })).status()).toBe(200);
  expect((await page.request.post('/api/auth/sign-out', { headers })).status()).toBe(204);
}

async function logIn(page: Page, email: string, password: string) {
  const dialog = authDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
}

test.describe('auth dialog', () => {
  test('header Sign In opens the Login tab in place; its code loads only then; Escape closes it', async ({ page }) => {
    await page.goto('/');
    expect(await dialogChunks(page)).toEqual([]);
    const signIn = header(page).getByRole('link', { name: 'Sign In' });
    await expect(signIn).toHaveAttribute('href', '/login');
    await signIn.click();

    const dialog = authDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect((await dialogChunks(page)).length).toBeGreaterThan(0);
    await expect(dialog).toHaveAccessibleDescription(
      'Log in or create an account to plan, book and manage your trips.',
    );
    await expect(dialog.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('button', { name: 'Log In' })).toBeDisabled();
    for (const provider of ['Google', 'Facebook', 'X / Twitter'])
      await expect(dialog.getByRole('button', { name: provider })).toBeVisible();
    await expectAccessible(page);

    // Focus stays inside the dialog.
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(signIn).toBeFocused();

    // Social buttons: without OAuth configuration (the test server has none) they say so.
    await signIn.click();
    await dialog.getByRole('button', { name: 'Google' }).click();
    await expect(page.getByText('Google sign-in is not configured')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('header Join opens the Sign Up tab; the window event opens the tab it names', async ({ page }) => {
    await page.goto('/contact');
    await header(page).getByRole('link', { name: 'Join' }).click();
    const dialog = authDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/contact$/);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await openByEvent(page, 'signup');
    await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    // While open, a new event switches to the tab it names.
    await openByEvent(page, 'login');
    await expect(dialog.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByLabel('Email')).toBeVisible();
  });

  test('sign up: dialog rules and strength, "Check your email", then the e-mailed link signs in and opens /onboarding', async ({
    page,
  }) => {
    const email = uniqueEmail('dialog-signup');
    await page.goto('/');
    await openByEvent(page, 'signup');
    const dialog = authDialog(page);
    const submit = dialog.getByRole('button', { name: 'Create Account' });
    await expect(submit).toBeDisabled();

    await fillSignUp(page, { name: 'Ana 3', email: 'ana@', password: 'abc', confirm: 'abd' });
    await dialog.getByLabel('Full name').click(); // blur the last field
    await expect(dialog.getByText('Name can only contain letters, spaces, hyphens, and apostrophes')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();
    await expect(dialog.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '1');
    await expect(dialog.getByText('Password strength: Weak')).toBeVisible();
    await expect(submit).toBeDisabled();
    await expectAccessible(page);

    // Once an error showed, validation follows every keystroke.
    await dialog.getByLabel('Password', { exact: true }).fill('Harbour9Lights');
    await expect(dialog.getByText('Password must contain at least one special character')).toBeVisible();
    await expect(dialog.getByText('Password strength: Strong')).toBeVisible();
    await fillSignUp(page, { name: "Ana O'Neil-Silva", email, password: DIALOG_PASSWORD });
    await expect(dialog.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '6');
    await expect(submit).toBeEnabled();
    await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
    await submit.click();

    await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(
      dialog.getByText(`We sent a link to ${email} to finish creating your account.`, { exact: false }),
    ).toBeVisible();
    expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ user: null });
    await expectAccessible(page);

    await page.goto(`/signup/confirm?token=${await signUpLinkToken(page.request, email)}`);
    await expect(page.getByText('Account created!')).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session).toMatchObject({ user: { email, name: "Ana O'Neil-Silva" } });
  });

  test('sign up without the terms: the "Terms required" toast, nothing sent', async ({ page }) => {
    await page.goto('/');
    await openByEvent(page, 'signup');
    const dialog = authDialog(page);
    await fillSignUp(page, { name: 'Ana Silva', email: uniqueEmail('no-terms'), password: DIALOG_PASSWORD });
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Terms required')).toBeVisible();
    await expect(page.getByText('Please accept the terms and conditions to continue.')).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ user: null });
    await settled(page);
    await expectAccessible(page);
  });

  test('sign up with a taken e-mail answers like any other ("Check your email") and e-mails the owner', async ({
    page,
  }) => {
    const email = uniqueEmail('dialog-taken');
    await createAccount(page, email);
    await page.goto('/');
    await openByEvent(page, 'signup');
    const dialog = authDialog(page);
    await fillSignUp(page, { name: 'Ana Silva', email, password: DIALOG_PASSWORD });
    await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect
      .poll(async () => (await latestMail(page, email)).subject)
      .toBe('Someone tried to sign up with your address');
  });

  test('log in: the dialog closes, the page stays, the header shows the user menu', async ({ page }) => {
    const email = uniqueEmail('dialog-login');
    await createAccount(page, email);
    await page.goto('/contact');
    await header(page).getByRole('link', { name: 'Sign In' }).click();
    const dialog = authDialog(page);
    const submit = dialog.getByRole('button', { name: 'Log In' });
    await dialog.getByLabel('Email').fill('ana.example.com');
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(submit).toBeDisabled();
    await logIn(page, email, PASSWORD);

    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page.getByText("You've successfully logged in.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(header(page).getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({ user: { email } });
  });

  test('failed attempts: an alert cleared by typing, a warning from 3, a blocked submit from 5', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('dialog-attempts');
    await createAccount(page, email);
    let signInRequests = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/sign-in')) signInRequests += 1;
    });
    await page.goto('/');
    await openByEvent(page, 'login');
    const dialog = authDialog(page);
    const alert = dialog.getByRole('alert').filter({ hasText: 'Invalid email or password.' });
    const warning = dialog.getByText(
      "Multiple failed attempts detected. Please ensure you're using the correct credentials.",
    );

    await logIn(page, email, 'WrongPassword1');
    await expect(alert).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).press('x');
    await expect(alert).toBeHidden();
    await expect(warning).toBeHidden();

    for (const attempt of [2, 3, 4]) {
      await logIn(page, email, `WrongPassword${attempt}`);
      await expect(alert).toBeVisible();
      await expect(warning).toBeVisible({ visible: attempt >= 3 });
    }
    await expectAccessible(page);

    // The 5th failure reaches the server's lockout too: its message is shown.
    await logIn(page, email, 'WrongPassword5');
    await expect(dialog.getByRole('alert').filter({ hasText: /too many/i })).toBeVisible();
    expect(signInRequests).toBe(5);

    // From 5, the dialog blocks the submit itself.
    await logIn(page, email, PASSWORD);
    await expect(page.getByText('Too many attempts')).toBeVisible();
    await expect(page.getByText('Please wait before trying again.')).toBeVisible();
    expect(signInRequests).toBe(5);
    await expect(dialog).toBeVisible();
    acceptConsoleErrors(consoleErrors, /401|429/);
  });

  test('Forgot password → Reset Password → Check your email → Try another email / Back to Login', async ({ page }) => {
    const email = uniqueEmail('dialog-reset');
    await createAccount(page, email);
    await page.goto('/');
    await openByEvent(page, 'login');
    const dialog = authDialog(page);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Send Reset Link' });
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Email').fill('nobody@');
    await dialog.getByLabel('Email').blur();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByLabel('Email').fill(email);
    await send.click();
    await expect(page.getByText('Reset email sent!')).toBeVisible();
    await expect(page.getByText('Check your email for password reset instructions.')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeFocused();
    await expect(dialog.getByText(email)).toBeVisible();
    expect((await latestMail(page, email)).text).toContain('/reset-password?token=');
    await settled(page);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Try another email' }).click();
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await dialog.getByLabel('Email').fill(uniqueEmail('dialog-reset-other'));
    await send.click();
    await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to Login' }).click();
    await expect(dialog.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByLabel('Email')).toBeFocused();
  });

  test('two-factor: the sign-in asks for the e-mailed code in the dialog, then the dialog closes', async ({ page }) => {
    const email = uniqueEmail('dialog-2fa');
    await enableEmailedCodes(page, email);
    await page.goto('/contact');
    await openByEvent(page, 'login');
    const dialog = authDialog(page);
    const mailsBefore = await mailCount(page, email);
    await logIn(page, email, PASSWORD);
    await expect(dialog.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('Enter your verification code to finish logging in.');
    await expectAccessible(page);

    // 'Back to Login' returns to the Login tab; a new sign-in sends a new code.
    await dialog.getByRole('button', { name: 'Back to Login' }).click();
    await expect(dialog.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await logIn(page, email, PASSWORD);
    await expect.poll(() => mailCount(page, email)).toBe(mailsBefore + 2);
    const code = codeIn(await latestMail(page, email));
    await dialog.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
    await page.keyboard.type(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByText('Verification successful!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(header(page).getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
    expect(await (await page.request.get('/api/auth/session')).json()).toMatchObject({ user: { email } });
  });

  test('phones: Sign In and Join in the mobile menu open the dialog', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Sign In' }).click();
    const dialog = authDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await menu.getByRole('link', { name: 'Join' }).click();
    await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  });

  test('if the dialog code cannot load, Join goes to the sign-up page', async ({ page, consoleErrors }) => {
    await page.route(/\/assets\/auth-dialog-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/');
    await header(page).getByRole('link', { name: 'Join' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    acceptConsoleErrors(consoleErrors, /ERR_FAILED|Failed to fetch dynamically imported module/);
  });

  test('without JavaScript, Sign In and Join stay links to their pages', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await header(page).getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await context.close();
  });
});
