import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { PASSWORD, settled } from './helpers.ts';
import { accountWithEmailTwoFactor, csrf } from './two-factor-helpers.ts';

/**
 * Social sign-in in the browser. The e2e server has no provider configured, so the buttons must
 * say so; the full OAuth round trip against a real OpenID provider is proven by the API tests
 * (apps/server/src/modules/oauth/oauth.test.ts).
 */
test.describe('social sign-in', () => {
  test('an unconfigured provider says so in a toast', async ({ page }) => {
    await page.goto('/login');
    const providers = await (await page.request.get('/api/auth/oauth/providers')).json();
    expect(providers).toEqual({
      providers: [
        { id: 'google', name: 'Google', configured: false },
        { id: 'facebook', name: 'Facebook', configured: false },
        { id: 'x', name: 'X', configured: false },
      ],
    });

    await page.getByRole('button', { name: 'Facebook' }).click();
    await expect(page.getByText('Facebook sign-in is not configured')).toBeVisible();
    await expect(page.getByText('Please use your email and password for now.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('button', { name: 'X / Twitter' }).click();
    await expect(page.getByText('X sign-in is not configured')).toBeVisible();
    await settled(page);
    await expectAccessible(page);
  });

  test('a failed sign-in coming back from the provider shows the documented toast', async ({ page }) => {
    await page.goto('/login?oauthError=google');
    await expect(page.getByText('Authentication failed')).toBeVisible();
    await expect(page.getByText('Failed to sign in with Google. Please try again.')).toBeVisible();
    // The parameter is consumed: a reload does not repeat the toast.
    await expect(page).toHaveURL(/\/login$/);
    await settled(page);
    await expectAccessible(page);
  });

  test('a configured provider takes the browser to the server start route with the redirect target', async ({
    page,
  }) => {
    // Pretend the server is configured for Facebook, and stand in for the provider's round trip
    // by answering the start route with the redirect the callback makes on failure.
    await page.route('**/api/auth/oauth/providers', (route) =>
      route.fulfill({
        json: {
          providers: [
            { id: 'google', name: 'Google', configured: false },
            { id: 'facebook', name: 'Facebook', configured: true },
            { id: 'x', name: 'X', configured: false },
          ],
        },
      }),
    );
    const seen: { start?: URL } = {};
    await page.route('**/api/auth/oauth/facebook/start*', (route) => {
      seen.start = new URL(route.request().url());
      return route.fulfill({ status: 302, headers: { location: '/login?oauthError=facebook' } });
    });

    await page.goto('/login?redirect=%2Fbookings');
    await page.getByRole('checkbox', { name: 'Remember me for 30 days' }).check();
    await page.getByRole('button', { name: 'Facebook' }).click();
    await expect(page.getByText('Failed to sign in with Facebook. Please try again.')).toBeVisible();
    expect(seen.start?.searchParams.get('redirect')).toBe('/bookings');
    expect(seen.start?.searchParams.get('remember')).toBe('1');
  });

  test('coming back for the second factor, the step says where the code went and when another may be sent', async ({
    page,
  }) => {
    // The callback's answer for an account with e-mailed codes: the challenge cookie, then
    // /login?twoFactor=1&method=email. The password sign-in sets the same cookie through the API.
    const email = uniqueEmail('social-tfa');
    await accountWithEmailTwoFactor(page, email);
    const signIn = await page.request.post('/api/auth/sign-in', {
      data: { email, password: PASSWORD, rememberMe: false },
      headers: await csrf(page),
    });
    expect(signIn.status()).toBe(200);
    await page.goto('/login?twoFactor=1&method=email');
    const masked = `${email[0]}`;
    await expect(page.getByText(new RegExp(`We sent a 6-digit code to ${masked}.*@example\\.com`))).toBeVisible();
    await expect(page.getByText(/You can ask for a new code in \d+ seconds?\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    await settled(page);
    await expectAccessible(page);
  });
});
