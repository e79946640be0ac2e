import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { dayAhead, expectResults, flightCards, money } from '../search/search-helpers.ts';
import { APPROVED_CARD, expectCheckout, fillCard, fillPassenger } from './checkout-helpers.ts';
import { bookingCards, detail } from './my-bookings-helpers.ts';

const roundTripSearch = `/flights?from=JFK&fromLabel=New+York+(JFK)&to=LHR&toLabel=London+(LHR)&date=${dayAhead(40)}&returnDate=${dayAhead(47)}&stops=nonstop`;

/** The flight number a card's Select Flight names ('Select Flight BA117 (British Airways)' → 'BA117'). */
async function flightNumber(card: Locator): Promise<string> {
  const label = await card.getByRole('link', { name: /Select Flight/ }).getAttribute('aria-label');
  return label!.replace(/^Select Flight /, '').replace(/ \(.*$/, '');
}

test.describe('round-trip booking', () => {
  test('search a round trip, choose the outbound, then the return, pay once: one booking with both flights', async ({
    page,
  }) => {
    test.slow(); // results twice, the offer, checkout, My Bookings and the booking page, most checked for accessibility
    await signUp(page, uniqueEmail('round-trip'));
    await page.goto(roundTripSearch);
    await expectResults(page);
    await expect(page.getByRole('heading', { name: 'Outbound flights' })).toBeVisible();
    // The returns are listed once an outbound is chosen.
    await expect(page.getByRole('heading', { name: 'Return flights' })).toHaveCount(0);
    const outboundCard = flightCards(page).first();
    const outboundNumber = await flightNumber(outboundCard);
    const outboundFare = money(await outboundCard.getByTestId('price').innerText());
    await outboundCard.getByRole('link', { name: /Select Flight/ }).click();

    // The chosen outbound is in the URL, summarised above the return flights, and survives a reload.
    await expect(page).toHaveURL(/[?&]outbound=[^&]+/);
    const chosen = page.getByTestId('chosen-outbound');
    await expect(chosen).toContainText(outboundNumber);
    await expect(page.getByRole('heading', { name: 'Return flights' })).toBeVisible();
    await page.reload();
    await expect(chosen).toContainText(outboundNumber);
    await expectResults(page);
    await expectAccessible(page);

    // Each return is priced as the whole round trip.
    const returnCard = flightCards(page).first();
    await expect(returnCard).toContainText('round trip per person');
    const roundTripFare = money(await returnCard.getByTestId('price').innerText());
    expect(roundTripFare).toBeGreaterThan(outboundFare);
    const returnNumber = await flightNumber(returnCard);
    expect(returnNumber).not.toBe(outboundNumber);

    // Back returns to choosing the outbound; Forward to the returns.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Return flights' })).toHaveCount(0);
    await expect(chosen).toHaveCount(0);
    await page.goForward();
    await expect(chosen).toContainText(outboundNumber);

    await flightCards(page)
      .first()
      .getByRole('link', { name: /Select Flight/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your round trip' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Outbound', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Return', exact: true })).toBeVisible();
    expect(money(await page.getByTestId('offer-price').innerText())).toBe(roundTripFare);
    await page.getByRole('button', { name: 'Book this round trip' }).click();

    await expectCheckout(page);
    await expect(page.getByTestId('checkout-title')).toHaveText(/\(JFK\) ↔ .*\(LHR\)/);
    const parts = page.getByTestId('checkout-round-trip-parts');
    await expect(parts).toContainText(outboundNumber);
    await expect(parts).toContainText(returnNumber);
    await fillPassenger(page);
    await fillCard(page, APPROVED_CARD);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    const code = await page.getByTestId('confirmation-code').innerText();

    const { bookings } = (await (await page.request.get('/api/bookings')).json()) as { bookings: unknown[] };
    expect(bookings).toHaveLength(1);
    await page.goto('/my-bookings');
    const card = bookingCards(page).filter({ hasText: code });
    await expect(card).toHaveCount(1);
    await expect(detail(card, 'Outbound')).toContainText(outboundNumber);
    await expect(detail(card, 'Return')).toContainText(returnNumber);
    await expectAccessible(page);

    await card.getByRole('link', { name: /↔/ }).click();
    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
    const details = page.getByRole('region', { name: 'What you booked' });
    await expect(detail(details, 'Outbound flights')).toHaveText(outboundNumber);
    await expect(detail(details, 'Return flights')).toHaveText(returnNumber);
    await expectAccessible(page);
  });
});
