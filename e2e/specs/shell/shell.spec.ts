import { expect, expectAccessible, test } from '../../fixtures.ts';

test.describe('shell', () => {
  test('unknown paths show Page Not Found with links home and to the Help Center', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute('href', '/help');
    await expectAccessible(page);
  });

  test('header links go to search, bookings, deals and home', async ({ page }) => {
    await page.goto('/no-such');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: 'Search & Book' })).toHaveAttribute('href', '/search');
    await expect(nav.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/my-bookings');
    await expect(nav.getByRole('link', { name: 'Deals' })).toHaveAttribute('href', '/deals');
    await expect(page.getByRole('link', { name: 'Escazo home' })).toHaveAttribute('href', '/');
  });

  test('the mobile menu toggles open and closed', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/no-such');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Deals' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('a new path scrolls to the top', async ({ page }) => {
    await page.goto('/no-such');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('prerendered home page', () => {
  test('arrives as HTML with its content and hydrates without errors', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    expect(html).toContain('Search &amp; Book');

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    // Interactive only once React has hydrated the prerendered markup.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Deals' })).toBeVisible();
  });

  test('other paths get the empty shell, never the home page', async ({ page }) => {
    const html = await (await page.request.get('/faqs')).text();
    expect(html).toContain('<div id="root"></div>');
  });
});

test('the home flight search works before the JavaScript runs (plain form GET)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('From').fill('Boston');
  await page.getByLabel('To', { exact: true }).fill('Lisbon');
  await page.getByRole('button', { name: 'Search Flights' }).click();
  await expect(page).toHaveURL(/\/flights\?from=Boston&to=Lisbon/);
  await context.close();
});
