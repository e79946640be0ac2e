import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { acceptConsoleErrors, PASSWORD } from '../auth/helpers.ts';

const authDialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome to Escazo' });

/** The counts the inventory serves, as pages quote them ('320+'). */
async function quoted(page: Page): Promise<Record<string, string>> {
  const res = await page.request.get('/api/search/network');
  expect(res.ok()).toBe(true);
  const stats = (await res.json()) as Record<string, number>;
  const roundDown = (n: number) =>
    n < 100 ? n : Math.floor(n / 10 ** (Math.floor(Math.log10(n)) - 1)) * 10 ** (Math.floor(Math.log10(n)) - 1);
  return Object.fromEntries(Object.entries(stats).map(([k, n]) => [k, `${roundDown(n).toLocaleString('en')}+`]));
}

test.describe('titles, footer credit, sign-in messages and network counts', () => {
  test('every page has its own tab title, the prerendered home page too', async ({ page }) => {
    test.setTimeout(90_000);
    const home = await page.request.get('/');
    expect(await home.text()).toContain('<title>Escazo — travel, all in one place</title>');
    await page.goto('/');
    await expect(page).toHaveTitle('Escazo — travel, all in one place');
    for (const [path, title] of [
      ['/faqs', 'FAQs · Escazo'],
      ['/terms', 'Terms of Service · Escazo'],
      ['/contact', 'Contact Us · Escazo'],
      ['/login', 'Log In · Escazo'],
      ['/why-choose-escazo', 'Why Escazo · Escazo'],
      ['/no/such/page', 'Page Not Found · Escazo'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
    // Moving inside the app changes the title with the page.
    await page.goto('/faqs');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveTitle('Privacy Policy · Escazo');
  });

  test("the footer credits the data's makers, each link opening in a new tab", async ({ page }) => {
    await page.goto('/faqs');
    const credit = page.getByTestId('footer-credit');
    await expect(credit).toContainText(
      'Airport, airline and city data by OpenTravelData, OurAirports, OpenFlights, GeoNames.',
    );
    const geonames = credit.getByRole('link', { name: 'GeoNames (opens in a new tab)' });
    await expect(geonames).toHaveAttribute('href', 'https://www.geonames.org');
    await expect(geonames).toHaveAttribute('target', '_blank');
    await expect(geonames).toHaveAttribute('rel', 'noopener noreferrer');
    await expectAccessible(page);
  });

  test("the login dialog asks for 6 characters and falls back to 'Login failed' when the server cannot say why", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/faqs');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    const dialog = authDialog(page);
    await dialog.getByLabel('Email').fill(uniqueEmail('short'));
    await dialog.getByLabel('Password', { exact: true }).fill('12345');
    await dialog.getByLabel('Password', { exact: true }).blur();
    await expect(dialog.getByText('Password must be at least 6 characters long')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Log In' })).toBeDisabled();

    await page.route('**/api/auth/sign-in', (route) => route.abort());
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect(dialog.getByText('Login failed. Please try again.')).toBeVisible();
    acceptConsoleErrors(consoleErrors, /ERR_FAILED|Failed to load resource/);
  });

  test("the sign-up page falls back to 'Signup failed' on an answer it does not know", async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/api/auth/sign-up', (route) =>
      route.fulfill({
        status: 418,
        contentType: 'application/json',
        body: '{"error":{"code":"TEAPOT","message":"short and stout"}}',
      }),
    );
    await page.goto('/signup');
    await page.getByRole('main').getByLabel('Full name').fill('Ana Silva');
    await page.getByRole('main').getByLabel('Email').fill(uniqueEmail('teapot'));
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('main').getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Signup failed. Please try again.')).toBeVisible();
    await expect(page.getByText('short and stout')).toHaveCount(0);
    acceptConsoleErrors(consoleErrors, /418/);
  });

  test("the network's counts are the inventory's own, the same on every page that quotes them", async ({ page }) => {
    const counts = await quoted(page);
    await page.goto('/flights');
    await expect(page.getByText(`Compare fares from ${counts.airlines} airlines and fly for less.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: `${counts.airlines} airlines` })).toBeVisible();
    await page.goto('/why-choose-escazo');
    await expect(page.getByRole('heading', { name: `${counts.airlines} airlines` })).toBeVisible();
    await page.goto('/cars');
    await expect(page.getByText(`desks in ${counts.carCities} cities`)).toBeVisible();
    await page.goto('/hotels');
    await expect(page.getByText(`${counts.hotels} hotels in ${counts.hotelCities} cities`)).toBeVisible();
  });
});
