import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../../fixtures.ts';

/** Every table-of-contents link points at an h2 with that id; returns the number of sections. */
async function anchoredSections(page: Page) {
  const links = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    expect(href).toMatch(/^#[a-z-]+$/);
    await expect(page.locator(`article h2${href}`)).toHaveCount(1);
  }
  return hrefs.length;
}

test.describe('Terms of Service', () => {
  test('has eleven anchored sections, the update date and links to contact and privacy', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('Last updated: April 1, 2025')).toBeVisible();
    expect(await anchoredSections(page)).toBe(11);
    await expect(page.getByText(/at least 16 years old to use the Service/)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    await expect(main.locator('a[href="/privacy"]').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('a table-of-contents link goes to its section', async ({ page }) => {
    await page.goto('/terms');
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: '6. Cancellations and refunds' })
      .click();
    await expect(page).toHaveURL(/\/terms#cancellations-refunds$/);
    await expect(page.getByRole('heading', { level: 2, name: '6. Cancellations and refunds' })).toBeInViewport();
  });
});

test.describe('Privacy Policy', () => {
  test('has twelve anchored sections, five commitments and links to the other policies', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(await anchoredSections(page)).toBe(12);
    await expect(page.getByRole('region', { name: 'Our privacy commitments' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByText('We never sell your personal data.')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/terms"]').first()).toBeVisible();
    await expect(main.locator('a[href="/cookie-policy"]').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('Print Policy opens the print dialog', async ({ page }) => {
    await page.goto('/privacy');
    await page.evaluate(() => {
      const w = window as unknown as { printCalls: number };
      w.printCalls = 0;
      window.print = () => {
        w.printCalls += 1;
      };
    });
    await page.getByRole('button', { name: 'Print Policy' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
  });
});

test.describe('Cookie Policy', () => {
  for (const path of ['/cookie-policy', '/cookies']) {
    test(`${path} lists the cookies Escazo sets`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByText('escazo_csrf', { exact: true })).toBeVisible();
      await expect(main.getByText('auth-storage', { exact: true })).toBeVisible();
      await expect(main.getByText(/We do not use advertising cookies/)).toBeVisible();
      expect(await anchoredSections(page)).toBe(6);
      await expectAccessible(page);
    });
  }
});
