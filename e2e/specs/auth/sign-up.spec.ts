import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors, createAccount, latestMail, PASSWORD, signUpLinkToken } from './helpers.ts';

test.describe('sign-up page', () => {
  test('shows the documented fields and is accessible', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    for (const name of ['Full name', 'Email', 'Password', 'Confirm password'])
      await expect(page.getByRole('main').getByLabel(name, { exact: true })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(page.getByText('Or continue with')).toBeVisible();
    await expectAccessible(page);
  });

  test('validates each field with the page messages and disables submit while an error shows', async ({ page }) => {
    await page.goto('/signup');
    const submit = page.getByRole('button', { name: 'Create Account' });
    await submit.click();
    await expect(page.getByText('Full name must be at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
    await expect(page.getByText('You must accept the terms and conditions.')).toBeVisible();
    await expect(submit).toBeDisabled();

    await page.getByRole('main').getByLabel('Full name').fill('Ana Silva');
    await page.getByRole('main').getByLabel('Email').fill('ana@example.com');
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('lowercase1');
    await expect(
      page.getByText('Password must contain at least one uppercase letter, one lowercase letter, and one number.'),
    ).toBeVisible();
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('main').getByLabel('Confirm password').fill('Different1');
    await page.getByRole('main').getByLabel('Confirm password').blur();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByRole('main').getByLabel('Confirm password').fill(PASSWORD);
    await expect(page.getByText("Passwords don't match")).toBeHidden();
    await expect(submit).toBeEnabled();
    await expectAccessible(page);
  });

  test('the strength meter and the show/hide toggle', async ({ page }) => {
    await page.goto('/signup');
    const password = page.getByRole('main').getByLabel('Password', { exact: true });
    const meter = page.getByRole('meter', { name: 'Password strength' });
    await password.fill('abc');
    await expect(meter).toHaveAttribute('aria-valuenow', '1');
    await expect(page.getByText('Password strength: Weak')).toBeVisible();
    await password.fill('abcdefgH');
    await expect(meter).toHaveAttribute('aria-valuenow', '3');
    await expect(page.getByText('Password strength: Medium')).toBeVisible();
    await password.fill('abcdeH1!');
    await expect(meter).toHaveAttribute('aria-valuenow', '5');
    await expect(page.getByText('Password strength: Strong')).toBeVisible();

    const toggle = page.getByRole('button', { name: 'Show password' }).first();
    await expect(password).toHaveAttribute('type', 'password');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('social buttons say honestly that they are not configured', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Facebook' }).click();
    await expect(page.getByText('Facebook sign-in is not configured')).toBeVisible();
    await page.getByRole('button', { name: 'X / Twitter' }).click();
    await expect(page.getByText('X sign-in is not configured')).toBeVisible();
  });

  test('a taken e-mail answers like any other: "Check your email", and its owner is told', async ({ page }) => {
    const email = uniqueEmail('taken');
    await createAccount(page, email);
    await page.goto('/signup');
    await page.getByRole('main').getByLabel('Full name').fill('Ana Silva');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('main').getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect
      .poll(async () => (await latestMail(page, email)).subject)
      .toBe('Someone tried to sign up with your address');
  });

  test('a common password is refused on the password field', async ({ page, consoleErrors }) => {
    await page.goto('/signup');
    await page.getByRole('main').getByLabel('Full name').fill('Ana Silva');
    await page.getByRole('main').getByLabel('Email').fill(uniqueEmail('common'));
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill('Password1');
    await page.getByRole('main').getByLabel('Confirm password').fill('Password1');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText('This password is too common. Please choose one that is harder to guess.'),
    ).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    acceptConsoleErrors(consoleErrors, /400/);
  });

  test('sign up → "Check your email" → the e-mailed link → toast → /onboarding → user menu → logout', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await page.getByRole('main').getByLabel('Full name').fill('Ana Silva');
    await page.getByRole('main').getByLabel('Email').fill(email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('main').getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expectAccessible(page);
    expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ user: null });

    await page.goto(`/signup/confirm?token=${await signUpLinkToken(page.request, email)}`);
    await expect(page.getByText('Account created!')).toBeVisible();
    await expect(page.getByText('Welcome to Escazo! Your account has been created successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? 'null'));
    expect(stored).toMatchObject({ isAuthenticated: true, user: { email } });

    // An authenticated visitor is sent from /signup and /login to /dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    const menu = page.getByRole('button', { name: `Account menu for ${email}` });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    await menu.click();
    await expect(page.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
    await expect(page.getByRole('menuitem', { name: 'My Bookings' })).toHaveAttribute('href', '/my-bookings');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull();
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session).toEqual({ user: null });
  });
});

test.describe('the sign-up link', () => {
  test('a used or unknown link says so and offers to sign up again', async ({ page, consoleErrors }) => {
    await page.goto('/signup/confirm?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    await expect(page.getByText('This link is invalid or has expired. Please sign up again.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/signup');
    await expectAccessible(page);
    acceptConsoleErrors(consoleErrors, /400/);
  });
});
