import { test, expect, expectAccessible, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors } from '../auth/helpers.ts';
import { signUp } from '../account/helpers.ts';
import { APPROVED_CARD, expectCheckout, fillCard, fillPhone, fillTraveller } from '../bookings/checkout-helpers.ts';
import { createPlan, openItinerary } from './itinerary-helpers.ts';

test.describe('Itinerary bookings and trips', () => {
  test('Book on the planned hotel goes through checkout; the booking and the planned trip show up', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('itinerary.book'));
    const plan = await createPlan(page.request);
    const lodging = plan.days.flatMap((d) => d.items).find((i) => i.bookable === 'hotel' || i.bookable === 'stay')!;
    expect(lodging, 'the plan chose a place to stay').toBeTruthy();

    await openItinerary(page, plan.id, '&tab=bookings');
    await page.getByRole('button', { name: `Book ${lodging.title}` }).click();
    await expectCheckout(page);
    const guest = page.getByRole('group', { name: 'Lead guest' });
    await fillTraveller(guest, 'Ana', 'Silva');
    await fillPhone(page, '+33 1 23 45 67 89');
    await fillCard(page, APPROVED_CARD);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();

    // Back in the itinerary, the booking belongs to the trip.
    await openItinerary(page, plan.id, '&tab=bookings');
    const booked = page.getByTestId('trip-bookings');
    await expect(booked.getByRole('listitem')).toHaveCount(1);
    await expect(booked.getByRole('link')).toHaveAttribute('href', /^\/bookings\/[0-9a-f-]{36}$/);
    // The planned lodging notes the booking in the city (it may be another hotel), and can still be booked.
    await expect(page.getByTestId('already-booked')).toHaveText(
      'You have a hotel or stay booking in Paris for these dates.',
    );
    await expect(page.getByRole('button', { name: `Book ${lodging.title}` })).toBeVisible();
    await expectAccessible(page);

    // /trips lists the planned trip beside the booked one; it opens the itinerary.
    await page.goto('/trips');
    const plannedCard = page.getByTestId('planned-trip-card');
    await expect(plannedCard).toHaveCount(1);
    await expect(plannedCard.getByRole('heading', { level: 2 })).toHaveText(plan.name);
    await expect(page.getByTestId('trip-card')).toHaveCount(1);
    await expectAccessible(page);
    await plannedCard.getByRole('link', { name: /^Open itinerary/ }).click();
    await expect(page).toHaveURL(`/itinerary?trip=${plan.id}`);
    await expect(page.getByTestId('plan-name')).toHaveText(plan.name);

    await page.goto('/my-trips');
    await expect(page.getByTestId('planned-trip-card')).toHaveCount(1);
  });

  test('when the bookings or one trip list cannot load, what did load still shows and booking stays possible', async ({
    page,
    consoleErrors,
  }) => {
    // Server errors are retried (three times, backing off) before the page gives up on a list.
    test.setTimeout(90_000);
    await signUp(page, uniqueEmail('itinerary.load-failures'));
    const plan = await createPlan(page.request);
    const lodging = plan.days.flatMap((d) => d.items).find((i) => i.bookable === 'hotel' || i.bookable === 'stay')!;

    // The bookings list fails: the Bookings tab says so, and Book still works.
    await page.route(/\/api\/bookings(\?.*)?$/, (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'INTERNAL', message: 'Down for a moment.' } } }),
    );
    await openItinerary(page, plan.id, '&tab=bookings');
    await expect(page.getByText('We could not check your existing bookings')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: `Book ${lodging.title}` })).toBeEnabled();
    await page.unroute(/\/api\/bookings(\?.*)?$/);

    // /trips: the planned trips fail to load; an error says so, with a retry that brings them back.
    await page.route('**/api/plans', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'INTERNAL', message: 'Down for a moment.' } } }),
    );
    await page.goto('/trips');
    await expect(page.getByRole('alert').filter({ hasText: 'We could not load your planned trips.' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { name: 'No trips yet' })).toHaveCount(0);
    await expectAccessible(page);
    await page.unroute('**/api/plans');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('planned-trip-card')).toHaveCount(1);
    acceptConsoleErrors(consoleErrors, /503/);
  });
});
