import { test, expect, expectAccessible, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { APPROVED_CARD, expectCheckout, fillCard, fillPhone, fillTraveller } from '../bookings/checkout-helpers.ts';
import { createPlan, openItinerary } from './itinerary-helpers.ts';

test.describe('Itinerary bookings and trips', () => {
  test('Book on the planned hotel goes through checkout; the booking and the planned trip show up', async ({ page }) => {
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
    // The planned lodging now shows as booked: no second Book button for it.
    await expect(page.getByTestId('plan-bookables')).toContainText('Booked');
    await expect(page.getByRole('button', { name: `Book ${lodging.title}` })).toHaveCount(0);
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
});
