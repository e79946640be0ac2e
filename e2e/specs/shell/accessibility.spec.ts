import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';

// The public routes are checked in routes.spec.ts; these are the sign-in pages and the pages
// behind an account, each with the h1 it must show.
const signedOutRoutes: Array<[path: string, heading: string]> = [
  ['/login', 'Welcome back'],
  ['/signup', 'Create your account'],
  ['/forgot-password', 'Reset your password'],
  ['/reset-password', 'Choose a new password'],
];

const signedInRoutes: Array<[path: string, heading: string]> = [
  ['/dashboard', 'Welcome back, Lina Park!'],
  ['/profile?tab=personal', 'Profile Settings'],
  ['/profile?tab=preferences', 'Profile Settings'],
  ['/profile?tab=payment', 'Profile Settings'],
  ['/profile?tab=security', 'Profile Settings'],
  ['/my-profile', 'Lina Park'],
  ['/onboarding', 'Welcome to Escazo!'],
];

test.describe('accessibility of the account pages', () => {
  for (const [path, heading] of signedOutRoutes) {
    test(`${path} passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectAccessible(page);
    });
  }

  for (const [path, heading] of signedInRoutes) {
    test(`${path} passes axe when signed in`, async ({ page }) => {
      await signUp(page, uniqueEmail('axe'), 'Lina Park');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectAccessible(page);
    });
  }
});
