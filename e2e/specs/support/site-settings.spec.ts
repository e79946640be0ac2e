import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../../fixtures.ts';

// The public settings are answered here by the browser itself, so changed texts never reach the
// other tests running against the same server (the server side has its own API tests).
const changed = {
  supportHours: 'Every day 7AM-11PM ET',
  supportPhone: '+1 (555) 010-0199',
  siteNotice: 'Our phone lines move to new hours from Monday.',
  signupsOpen: true,
};

async function answerPublicSettings(page: Page, settings: typeof changed) {
  await page.route('**/api/settings/public', (route) => route.fulfill({ json: settings }));
}

test.describe('site settings on the public pages', () => {
  test('the contact page and the Help Center show the support phone and hours from the settings, under the site notice', async ({
    page,
  }) => {
    await answerPublicSettings(page, changed);
    await page.goto('/contact');
    await expect(page.getByRole('region', { name: 'Site notice' })).toHaveText(changed.siteNotice);
    await expect(page.getByText(changed.supportHours)).toBeVisible();
    await expect(page.getByRole('link', { name: `Call ${changed.supportPhone}` })).toHaveAttribute(
      'href',
      'tel:+15550100199',
    );
    await expect(page.getByText('Mon-Fri 9AM-8PM ET')).toHaveCount(0);
    await expectAccessible(page);

    await page.goto('/help');
    const contact = page.getByRole('main').getByRole('region', { name: 'Contact us' });
    await expect(contact.getByText(changed.supportHours)).toBeVisible();
    await expect(contact.getByRole('link', { name: `Call ${changed.supportPhone}` })).toHaveAttribute(
      'href',
      'tel:+15550100199',
    );
    await expect(page.getByRole('contentinfo').getByRole('link', { name: changed.supportPhone })).toBeVisible();
    await expectAccessible(page);
  });

  test('without a notice no banner shows, and the default texts stay', async ({ page }) => {
    await answerPublicSettings(page, {
      supportHours: 'Mon-Fri 9AM-8PM ET',
      supportPhone: '+1 (401) 555-0142',
      siteNotice: '',
      signupsOpen: true,
    });
    await page.goto('/help');
    await expect(
      page.getByRole('main').getByRole('region', { name: 'Contact us' }).getByText('Mon-Fri 9AM-8PM ET'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Site notice' })).toHaveCount(0);
  });
});
