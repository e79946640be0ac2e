import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { settled } from '../auth/helpers.ts';
import { bookFlight } from '../bookings/my-bookings-seed.ts';
import { adminApi, makeAdmin, openAdminTab, signUpAdmin } from './admin-helpers.ts';

type TravellerBooking = { status: string; payment: { refunded: { amount: number } } | null };

/** A traveller in a browser context of their own, with paid flights booked through the API. */
async function travellerWithFlights(browser: Browser, count: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail('traveller');
  await signUp(page, email, 'Tomas Traveller');
  const flights = [];
  for (let i = 0; i < count; i++) flights.push(await bookFlight(page.request, 60 + i * 15));
  return { context, email, flights };
}

async function travellerBooking(request: APIRequestContext, id: string): Promise<TravellerBooking> {
  const res = await request.get(`/api/bookings/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { booking: TravellerBooking }).booking;
}

test.describe('Admin panel: Bookings', () => {
  test('a Super Admin finds bookings by code and e-mail, cancels one under the policy and one with an override', async ({
    page,
    browser,
  }) => {
    test.slow(); // two paid bookings are made first
    const traveller = await travellerWithFlights(browser, 2);
    const [byPolicy, byOverride] = [traveller.flights[0]!, traveller.flights[1]!];

    await signUpAdmin(page);
    await openAdminTab(page, 'bookings');
    await expect(page.getByRole('tab', { name: 'Bookings', selected: true })).toBeVisible();
    const search = page.getByRole('search', { name: 'Find bookings' });
    const table = page.getByRole('table', { name: 'Bookings' });

    // By confirmation code: exactly that booking.
    await search.getByLabel('Search').fill(byPolicy.confirmationCode.toLowerCase());
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    const policyRow = table.getByRole('row').filter({ hasText: byPolicy.confirmationCode });
    await expect(policyRow).toContainText('Tomas Traveller');
    await expect(policyRow).toContainText('Confirmed');
    await settled(page);
    await expectAccessible(page);

    // View, then cancel with the policy's refund.
    await policyRow.getByRole('button', { name: `View booking ${byPolicy.confirmationCode}` }).click();
    const details = page.getByRole('dialog', { name: `Booking ${byPolicy.confirmationCode}` });
    await expect(details.getByText(traveller.email)).toBeVisible();
    await expect(details.getByText('Ana Traveller')).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await details.getByRole('button', { name: 'Cancel Booking' }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel booking ${byPolicy.confirmationCode}?` });
    const quote = (await cancel.getByText(/^Refund under the policy: /).textContent())!;
    await expect(cancel.getByText(/^Still refundable: \$/)).toBeVisible();
    await expect(cancel.getByRole('group', { name: 'Refund override (Super Admin)' })).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await cancel.getByLabel(/^Reason/).fill('Asked by phone');
    await cancel.getByRole('button', { name: 'Cancel booking', exact: true }).click();
    await expect(page.getByText(`Booking ${byPolicy.confirmationCode} was cancelled`)).toBeVisible();
    await expect(page.getByText(quote).last()).toBeVisible();
    await expect(details.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Cancel Booking' })).toBeHidden();
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(policyRow).toContainText('Cancelled');
    expect((await travellerBooking(traveller.context.request, byPolicy.id)).status).toBe('cancelled');

    // By the traveller's e-mail: both bookings; the other is cancelled with an override and its required reason.
    await search.getByLabel('Search').fill(traveller.email);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(table.getByRole('row')).toHaveCount(3);
    const overrideRow = table.getByRole('row').filter({ hasText: byOverride.confirmationCode });
    await overrideRow.getByRole('button', { name: `View booking ${byOverride.confirmationCode}` }).click();
    const overrideDetails = page.getByRole('dialog', { name: `Booking ${byOverride.confirmationCode}` });
    await overrideDetails.getByRole('button', { name: 'Cancel Booking' }).click();
    const overrideCancel = page.getByRole('dialog', { name: `Cancel booking ${byOverride.confirmationCode}?` });
    await overrideCancel.getByRole('checkbox', { name: 'Give a different refund' }).click();
    await overrideCancel.getByLabel(/^Refund amount/).fill('999999');
    await overrideCancel.getByRole('button', { name: 'Cancel booking', exact: true }).click();
    await expect(overrideCancel.getByText('The refund cannot be more than the amount still refundable')).toBeVisible();
    await expect(overrideCancel.getByText('Please give a reason for the refund override')).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await overrideCancel.getByLabel(/^Refund amount/).fill('1.00');
    await overrideCancel.getByLabel('Reason for the override').fill('Goodwill after a schedule change');
    await overrideCancel.getByRole('button', { name: 'Cancel booking', exact: true }).click();
    await expect(page.getByText('Refund by override: $1', { exact: true })).toBeVisible();
    await expect(overrideDetails.getByText('Cancelled', { exact: true })).toBeVisible();
    const cancelled = await travellerBooking(traveller.context.request, byOverride.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.payment?.refunded.amount).toBe(100);
    await traveller.context.close();
  });

  test('staff with bookings:manage but not Super Admin cancel only under the policy; read-only staff cannot cancel', async ({
    page,
    browser,
  }) => {
    test.slow(); // a booking and three accounts are made first
    const traveller = await travellerWithFlights(browser, 1);
    const flight = traveller.flights[0]!;

    // A Super Admin makes a role with bookings:manage only and gives it to this page's account.
    const superAdmin = await browser.newContext();
    const superPage = await superAdmin.newPage();
    await signUpAdmin(superPage);
    const role = `Booking Desk ${Date.now().toString(36)}`;
    const created = await adminApi(superPage.request, 'POST', '/api/admin/roles', {
      name: role,
      description: 'Cancels bookings',
      level: 'medium',
      permissions: ['bookings:manage'],
    });
    expect(created.status(), await created.text()).toBe(201);
    await superAdmin.close();

    const readOnly = await browser.newContext();
    const readOnlyPage = await readOnly.newPage();
    await signUpAdmin(readOnlyPage, 'Support Agent', 'agent');
    await openAdminTab(readOnlyPage, 'bookings');
    await readOnlyPage
      .getByRole('search', { name: 'Find bookings' })
      .getByLabel('Search')
      .fill(flight.confirmationCode);
    await readOnlyPage.getByRole('search', { name: 'Find bookings' }).getByRole('button', { name: 'Search' }).click();
    await readOnlyPage.getByRole('button', { name: `View booking ${flight.confirmationCode}` }).click();
    const readOnlyDetails = readOnlyPage.getByRole('dialog', { name: `Booking ${flight.confirmationCode}` });
    await expect(readOnlyDetails.getByText('Tomas Traveller')).toBeVisible();
    await expect(readOnlyDetails.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
    await readOnly.close();

    const email = uniqueEmail('desk');
    await signUp(page, email, 'Dana Desk');
    await makeAdmin(page.request, email, role);
    await openAdminTab(page, 'bookings');
    await page.getByRole('search', { name: 'Find bookings' }).getByLabel('Search').fill(flight.confirmationCode);
    await page.getByRole('search', { name: 'Find bookings' }).getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `View booking ${flight.confirmationCode}` }).click();
    await page
      .getByRole('dialog', { name: `Booking ${flight.confirmationCode}` })
      .getByRole('button', { name: 'Cancel Booking' })
      .click();
    const cancel = page.getByRole('dialog', { name: `Cancel booking ${flight.confirmationCode}?` });
    await expect(cancel.getByText(/^Refund under the policy: /)).toBeVisible();
    await expect(cancel.getByRole('checkbox', { name: 'Give a different refund' })).toHaveCount(0);
    await settled(page);
    await expectAccessible(page);
    await cancel.getByRole('button', { name: 'Cancel booking', exact: true }).click();
    await expect(page.getByText(`Booking ${flight.confirmationCode} was cancelled`)).toBeVisible();
    expect((await travellerBooking(traveller.context.request, flight.id)).status).toBe('cancelled');
    await traveller.context.close();
  });
});
