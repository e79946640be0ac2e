import { expect, expectAccessible, test } from '../../fixtures.ts';

const topics = [
  { card: 'Bookings', path: '/help-center/bookings', h1: 'Managing your bookings' },
  { card: 'Account', path: '/help-center/account', h1: 'Your account and its security' },
  { card: 'Payments', path: '/help-center/payments', h1: 'Payments, prices and refunds' },
  { card: 'Insurance', path: '/help-center/insurance', h1: 'Travel insurance and trip protection' },
  { card: 'Trip planning', path: '/help-center/planning', h1: 'Planning a trip with Escazo' },
  { card: 'Membership', path: '/help-center/loyalty', h1: 'Membership and rewards' },
];

test.describe('Help Center', () => {
  test('shows topics, contact options with their hours, and the way to the FAQs', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(
      main
        .getByRole('heading', { level: 3 })
        .filter({ hasText: /^(Bookings|Account|Payments|Insurance|Trip planning|Membership)$/ }),
    ).toHaveCount(6);

    const contact = main.getByRole('region', { name: 'Contact us' });
    await expect(contact.getByText('Not open yet')).toBeVisible();
    await expect(contact.getByRole('link', { name: 'Message Customer Support' })).toHaveAttribute(
      'href',
      '/contact?department=customer_support',
    );
    await expect(contact.getByText('Replies within 24 hours')).toBeVisible();
    await expect(contact.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact');
    await expect(contact.getByText('Mon-Fri 9AM-8PM ET')).toBeVisible();
    await expect(contact.getByRole('link', { name: 'Call +1 (401) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+14015550142',
    );
    await expect(main.getByRole('link', { name: 'Browse all FAQs' })).toHaveAttribute('href', '/faqs');
    await expectAccessible(page);
  });

  test('search finds help articles and FAQ questions, and says when nothing matches', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('searchbox', { name: 'Search help articles and FAQs' }).fill('REFUND');
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('link', { name: 'Payments, prices and refunds' })).toHaveAttribute(
      'href',
      '/help-center/payments',
    );
    await expect(results.getByRole('link', { name: 'When will I get my refund?' })).toBeVisible();
    await expect(page).toHaveURL(/\?q=REFUND$/);
    await expectAccessible(page);

    await results.getByRole('link', { name: 'Payments, prices and refunds' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments, prices and refunds' })).toBeVisible();

    await page.goto('/help?q=zeppelin');
    await expect(page.getByRole('region', { name: 'Search results' }).getByRole('status')).toHaveText(
      'No results found for “zeppelin”. Try a shorter word, browse the topics below, or contact us.',
    );
  });

  test('an FAQ result opens that question on the FAQ page', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('searchbox', { name: 'Search help articles and FAQs' }).fill('two-factor');
    await page
      .getByRole('region', { name: 'Search results' })
      .getByRole('link', { name: 'How do I turn on two-factor authentication?' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByText('Go to Profile Settings, open the Security tab')).toBeVisible();
  });

  for (const topic of topics) {
    test(`the ${topic.card} card opens its article`, async ({ page }) => {
      await page.goto('/help');
      await page.getByRole('main').getByRole('link', { name: topic.card, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${topic.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: topic.h1 })).toBeVisible();
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(4);
    });
  }
});

test.describe('help articles', () => {
  test('an article has anchored sections, related links and a way back', async ({ page }) => {
    await page.goto('/help-center/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Managing your bookings' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(
      main.getByText('Cars: rentals can be cancelled free of charge up to 48 hours before pickup.'),
    ).toBeVisible();
    await expect(main.getByText(/Card refunds typically take 5-10 business days/)).toBeVisible();
    await main
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Cancelling a booking' })
      .click();
    await expect(page).toHaveURL(/#cancel$/);
    await expect(main.getByRole('heading', { level: 2, name: 'Cancelling a booking' })).toBeInViewport();
    await expect(main.getByRole('link', { name: 'See your bookings in My Bookings' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
    await expect(
      main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Help Center' }),
    ).toHaveAttribute('href', '/help');
    await expectAccessible(page);
  });

  test('the account article states the reset link and two-factor options', async ({ page }) => {
    await page.goto('/help-center/account');
    const main = page.getByRole('main');
    await expect(main.getByText(/The link can be used once and expires after 60 minutes\./)).toBeVisible();
    await expect(main.getByText(/^Authenticator app:/)).toBeVisible();
    await expect(main.getByText(/at least 16 years old/)).toBeVisible();
    await expectAccessible(page);
  });

  test('an unknown topic shows Page Not Found', async ({ page }) => {
    await page.goto('/help-center/teleportation');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});
