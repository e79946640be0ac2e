import { expect, expectAccessible, test } from '../../fixtures.ts';
import { settled } from '../auth/helpers.ts';
import { openAdminTab, signUpAdmin } from './admin-helpers.ts';

test.describe('Admin panel: Overview', () => {
  // The charts chunk (recharts) loads with the tab; slow on a shared, busy machine.
  test.setTimeout(60_000);

  test('figures and the daily charts, with their figures as a table', async ({ page }) => {
    await signUpAdmin(page);
    await openAdminTab(page, 'overview');
    await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();

    const figure = (label: string) =>
      page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');
    for (const label of ['Active sessions', 'Failed sign-in attempts (last 24 hours)', 'Users', 'Bookings']) {
      await expect(figure(label)).toHaveText(/^\d[\d,]*$/);
    }
    // This admin is signed in and is a user.
    await expect(figure('Active sessions')).toHaveText(/^[1-9][\d,]*$/);
    await expect(figure('Users')).toHaveText(/^[1-9][\d,]*$/);

    const activity = page.getByRole('img', { name: 'Sign-ups and bookings per day' });
    const failed = page.getByRole('img', { name: 'Failed sign-ins per day' });
    await expect(activity).toBeVisible();
    await expect(failed).toBeVisible();
    await expect(activity.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(activity.locator('.recharts-bar-rectangle').first()).toBeAttached();
    await settled(page);
    await expectAccessible(page);

    // Today's sign-up (this admin) is in the table behind the first chart.
    await page.getByRole('button', { name: 'Show as a table' }).first().click();
    const table = page.getByRole('table', { name: 'Sign-ups and bookings per day' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(31);
    await expect(table.getByRole('row').last().getByRole('cell').nth(1)).toHaveText(/^[1-9]\d*$/);
    await expectAccessible(page);
  });
});
