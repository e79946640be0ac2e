import { expect, expectAccessible, test } from '../../fixtures.ts';

test.describe('FAQs', () => {
  test('browses four categories as tabs with questions in accordions', async ({ page }) => {
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'FAQ categories' }).getByRole('tab');
    await expect(tabs).toHaveText(['Booking', 'Account', 'Payment', 'Travel']);
    await expect(page.getByRole('tabpanel').getByRole('button')).toHaveCount(6);

    await page.getByRole('tab', { name: 'Payment' }).click();
    const question = page.getByRole('button', { name: 'Can I split a payment?' });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByText('You can pay for a booking with up to 2 cards, plus Escazo credits and gift cards.', {
        exact: false,
      }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('search filters questions and answers, grouped by category, and Clear returns to the tabs', async ({ page }) => {
    await page.goto('/faqs');
    const search = page.getByRole('searchbox', { name: 'Search the FAQs' });
    await search.fill('RIDE');
    await expect(page.getByRole('status')).toHaveText('7 questions match “RIDE”');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    // Groups in category order; Account has no match, so no heading.
    await expect(
      page
        .getByRole('main')
        .getByRole('heading', { level: 2 })
        .filter({ hasText: /^(Booking|Account|Payment|Travel)$/ }),
    ).toHaveText(['Booking', 'Payment', 'Travel']);
    await expect(
      page.getByRole('region', { name: 'Payment' }).getByRole('button', { name: 'How are EV ride fares worked out?' }),
    ).toBeVisible();
    // Matches in answers count too: this question does not say "ride", its answer does.
    await expect(
      page.getByRole('region', { name: 'Booking' }).getByRole('button', { name: 'Where can I find my booking?' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\?q=RIDE$/);
    await expectAccessible(page);

    await search.fill('zeppelin');
    await expect(page.getByRole('heading', { level: 2, name: 'No results found' })).toBeVisible();

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Booking' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'No results found' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/faqs$/);
  });

  test('a search in the address opens with its results', async ({ page }) => {
    await page.goto('/faqs?q=refund');
    await expect(page.getByRole('searchbox', { name: 'Search the FAQs' })).toHaveValue('refund');
    await expect(page.getByRole('status')).toHaveText('2 questions match “refund”');
    await expect(page.getByRole('button', { name: 'When will I get my refund?' })).toBeVisible();
  });
});
