import { expect, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { APPROVED_CARD, fillCard, fillPhone, fillTraveller } from '../bookings/checkout-helpers.ts';
import { dealCards, dealsReady, listSettled, money } from './deals-helpers.ts';

test.describe('booking a deal', () => {
  test("Book This Deal opens checkout at the deal's price, and paying confirms the booking", async ({ page }) => {
    test.setTimeout(120_000);
    await dealsReady(page.request);
    await signUp(page, uniqueEmail('deal-booking'));
    await page.goto('/deals?type=hotel');
    await listSettled(page);
    const card = dealCards(page).first();
    const title = (await card.getByRole('heading').textContent())!;
    const price = money((await card.getByTestId('deal-price').textContent())!);

    await card.getByRole('button', { name: `Book This Deal: ${title}` }).click();
    await expect(page.getByText("Deal Selected! You're being redirected to complete your booking.")).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    expect(money(await page.getByTestId('checkout-total').innerText())).toBe(price);

    await fillTraveller(page.getByRole('group', { name: 'Lead guest' }), 'Ana', 'Silva');
    await fillPhone(page, '+33 1 23 45 67 89');
    await fillCard(page, APPROVED_CARD);
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
  });

  test('signed out, Book This Deal asks to sign in and comes back to the checkout', async ({ page }) => {
    test.setTimeout(120_000);
    await dealsReady(page.request);
    await page.goto('/deals?type=hotel');
    await listSettled(page);
    const card = dealCards(page).first();
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('button', { name: `Book This Deal: ${title}` }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout%2F/);
  });
  test('signed in, the heart saves a deal and takes it back, each after the server answers', async ({ page }) => {
    test.setTimeout(120_000);
    await dealsReady(page.request);
    await signUp(page, uniqueEmail('deal-save'));
    await page.goto('/deals');
    await listSettled(page);
    const card = dealCards(page).first();
    const title = (await card.getByRole('heading').textContent())!;
    await card.getByRole('button', { name: `Save ${title}` }).click();
    await expect(page.getByText('Added to favorites')).toBeVisible();
    await expect(card.getByRole('button', { name: `Remove ${title} from favorites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const saved = (await (await page.request.get('/api/me/saved')).json()) as {
      items: { kind: string; name: string }[];
    };
    expect(saved.items).toEqual([expect.objectContaining({ kind: 'deal', name: title })]);
    await card.getByRole('button', { name: `Remove ${title} from favorites` }).click();
    await expect(page.getByText('Removed from favorites')).toBeVisible();
    await expect(card.getByRole('button', { name: `Save ${title}` })).toHaveAttribute('aria-pressed', 'false');
  });
});
