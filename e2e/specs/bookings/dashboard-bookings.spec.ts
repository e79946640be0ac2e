import type { Locator } from '@playwright/test';
import { test, expect, expectAccessible, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { bookFlight, waitForUnread } from './my-bookings-seed.ts';

/** The figure the Overview shows under one label. */
const figure = (figures: Locator, label: string) =>
  figures
    .locator('div', {
      has: figures
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) }),
    })
    .getByRole('definition');

test.describe('Dashboard from real bookings', () => {
  test('one confirmed upcoming flight shows in the figures, Upcoming Trips, Recent Bookings and Notifications', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('dash.bookings'));
    const flight = await bookFlight(page.request);
    await waitForUnread(page.request, 1);
    const detail = (await (await page.request.get(`/api/bookings/${flight.id}`)).json()) as {
      booking: { title: string; total: { amount: number; currency: string } };
    };
    const { title, total } = detail.booking;
    const whole = total.amount % 100 === 0 ? { maximumFractionDigits: 0 } : {};
    const spent = new Intl.NumberFormat('en-US', { style: 'currency', currency: total.currency, ...whole }).format(
      total.amount / 100,
    );

    await page.goto('/dashboard');
    const figures = page.getByTestId('dashboard-figures');
    await expect(figure(figures, 'Upcoming trips')).toHaveText('1');
    await expect(figure(figures, 'Bookings this year')).toHaveText('1');
    await expect(figure(figures, 'Spent this year')).toHaveText(spent);
    await expect(figure(figures, 'Unread notifications')).toHaveText('1');
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Upcoming Trips' }).click();
    const upcoming = page.getByTestId('dashboard-upcoming').getByRole('listitem');
    await expect(upcoming).toHaveCount(1);
    await expect(upcoming.getByRole('link', { name: title })).toHaveAttribute('href', `/bookings/${flight.id}`);
    await expect(upcoming).toContainText('Confirmed');
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Recent Bookings' }).click();
    const recent = page.getByTestId('dashboard-recent').getByRole('listitem');
    await expect(recent).toHaveCount(1);
    await expect(recent.getByRole('link', { name: title })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Notifications' }).click();
    const notes = page.getByTestId('dashboard-notifications').getByRole('listitem');
    await expect(notes).toHaveCount(1);
    await expectAccessible(page);
    await notes
      .first()
      .getByRole('button', { name: /^Mark as read/ })
      .click();
    await expect(notes.first().getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(figure(figures, 'Unread notifications')).toHaveText('0');
  });
});
