import { expect, expectAccessible, test } from '../../fixtures.ts';

const pages = [
  { path: '/download', title: 'Get the Escazo app', qr: '/media/qr/download-app.svg' },
  { path: '/download/ios', title: 'Download Escazo for iPhone', qr: '/media/qr/download-ios.svg' },
  { path: '/download/android', title: 'Download Escazo for Android', qr: '/media/qr/download-android.svg' },
];

test.describe('app download', () => {
  for (const { path, title, qr } of pages) {
    test(`${path} names its platform, links to both stores and shows a QR code that loads`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
        'href',
        /^https:\/\/apps\.apple\.com\//,
      );
      await expect(main.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
        'href',
        /^https:\/\/play\.google\.com\//,
      );
      const image = main.getByRole('img', { name: /^QR code linking to/ });
      await expect(image).toHaveAttribute('src', qr);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expectAccessible(page);
    });
  }

  test('the QR image is an SVG served by our server', async ({ page }) => {
    const res = await page.request.get('/media/qr/download-ios.svg');
    expect(res.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toContain('<svg');
  });

  test('an unknown platform is Page Not Found', async ({ page }) => {
    await page.goto('/download/foo');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });

  test('the footer store badges lead to the platform pages', async ({ page }) => {
    await page.goto('/download');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Get it on Google Play' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Download Escazo for Android' })).toBeVisible();
  });
});
