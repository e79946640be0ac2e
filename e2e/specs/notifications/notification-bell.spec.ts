import { test, expect, expectAccessible, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { bookFlight, waitForUnread } from '../bookings/my-bookings-seed.ts';

test.describe('Notifications', () => {
  test('the bell counts unread notifications after a booking is confirmed; mark all as read clears it', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('notify.bell'));
    await page.goto('/my-bookings');
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    // A paid booking is confirmed at once, and its confirmation is notified just after.
    await bookFlight(page.request);
    await waitForUnread(page.request, 1);
    await page.reload();
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await bell.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toContainText(/confirmed/i);
    await expectAccessible(page);
    await menu.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('on a phone the bell sits in the header bar, opens its list and leads to /notifications', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page, uniqueEmail('notify.phone'));
    await bookFlight(page.request);
    await waitForUnread(page.request, 1);
    await page.goto('/my-bookings');
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expectAccessible(page);

    await bell.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem').first()).toContainText(/confirmed/i);
    await expectAccessible(page);
    await menu.getByRole('menuitem', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByTestId('notification-list').getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page);
  });

  test('the notification centre lists them, marks one read and follows its link', async ({ page }) => {
    await signUp(page, uniqueEmail('notify.page'));
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await expect(page.getByRole('menu')).toContainText('You have no notifications.');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused();

    const booking = await bookFlight(page.request);
    await waitForUnread(page.request, 1);
    await page.reload();
    const items = page.getByTestId('notification-list').getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await expectAccessible(page);
    await items
      .first()
      .getByRole('button', { name: /^Mark as read/ })
      .click();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(items.first().getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await page.getByRole('menuitem', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
  });
});
