import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { dayAhead, expectResults } from '../search/search-helpers.ts';

const panel = (page: Page) => page.getByRole('region', { name: 'Search travel' });

/**
 * Opens the prerendered home page and waits until it is interactive: the popular destinations are
 * fetched by the hydrated app only, so their cards mean clicks and typing now reach React.
 */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Popular destinations' }).getByRole('link')).toHaveCount(4);
}

/** Waits for the target path, then returns its query string as a plain object. */
async function landedOn(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  return Object.fromEntries(new URL(page.url()).searchParams);
}

test.describe('home search panel', () => {
  test('starts on flights and carries the entered flight search to /flights', async ({ page }) => {
    await openHome(page);
    const p = panel(page);
    await expect(p.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
    await expect(p.getByLabel('Class').locator('option')).toHaveText([
      'Economy',
      'Premium Economy',
      'Business',
      'First',
    ]);
    await expect(p.getByLabel('Passengers').locator('option')).toHaveCount(8);
    // The plain place inputs of the first paint become the autocomplete once the page is idle; text
    // typed into an input while it is being swapped out would go to the element leaving the page.
    await expect(p.getByRole('combobox', { name: 'From' })).toBeVisible();
    await expect(p.getByRole('combobox', { name: 'To', exact: true })).toBeVisible();
    await p.getByLabel('From').fill('Boston');
    await p.getByLabel('To', { exact: true }).fill('Lisbon');
    await p.getByLabel('Departure date').fill('2030-05-01');
    await p.getByLabel('Passengers').selectOption('3');
    await p.getByLabel('Class').selectOption('business');
    await p.getByRole('button', { name: 'Search Flights' }).click();
    expect(await landedOn(page, '/flights')).toEqual({
      from: 'Boston',
      to: 'Lisbon',
      departureDate: '2030-05-01',
      passengers: '3',
      class: 'business',
    });
  });

  test('the From and To fields suggest cities and airports; a keyboard pick lands on /flights with it', async ({
    page,
  }) => {
    await openHome(page);
    const p = panel(page);
    const from = p.getByRole('combobox', { name: 'From' });
    await from.fill('lon');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expect(from).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
    const names = await listbox.getByRole('option').allTextContents();
    const index = names.findIndex((name) => /^London \(all airports\)/.test(name));
    expect(index, `London in ${names.join(' | ')}`).toBeGreaterThanOrEqual(0);
    for (let i = 0; i <= index; i += 1) await from.press('ArrowDown');
    await expect(from).toHaveAttribute('aria-activedescendant', /.+/);
    await from.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(from).toHaveValue(/^London/);
    await p.getByRole('combobox', { name: 'To', exact: true }).fill('New York');
    await p.getByLabel('Departure date').fill(dayAhead(30));
    await p.getByRole('button', { name: 'Search Flights' }).click();
    const query = await landedOn(page, '/flights');
    expect(query.from).toMatch(/london/i);
    expect(query.fromLabel).toMatch(/^London/);
    await expect(
      page.getByRole('form', { name: 'Search flights' }).getByRole('combobox', { name: 'From' }),
    ).toHaveValue(query.fromLabel!);
    await expectResults(page);
  });

  test("shows 'Searching for flights...' while the results page loads", async ({ page }) => {
    await openHome(page);
    await expect(panel(page).getByRole('status')).toHaveText('');
    // Hold back the next page's code so the notice can be seen; the app adds no delay of its own.
    await page.route('**/assets/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await panel(page).getByRole('button', { name: 'Search Flights' }).click();
    await expect(panel(page).getByRole('status')).toHaveText('Searching for flights...');
    expect(await landedOn(page, '/flights')).toEqual({ passengers: '1', class: 'economy' });
  });

  test('hotels go to /hotels with destination and dates', async ({ page }) => {
    await openHome(page);
    const p = panel(page);
    await p.getByRole('tab', { name: 'Hotels' }).click();
    await p.getByLabel('Destination').fill('New York');
    await p.getByLabel('Check-in').fill('2030-06-01');
    await p.getByLabel('Check-out').fill('2030-06-05');
    await p.getByRole('button', { name: 'Search Hotels' }).click();
    expect(await landedOn(page, '/hotels')).toEqual({
      destination: 'New York',
      checkIn: '2030-06-01',
      checkOut: '2030-06-05',
    });
  });

  test('cars go to /cars with pickup location and dates', async ({ page }) => {
    await openHome(page);
    const p = panel(page);
    await p.getByRole('tab', { name: 'Cars' }).click();
    await p.getByLabel('Pickup location').fill('Denver Airport');
    await p.getByLabel('Pickup date').fill('2030-07-02');
    await p.getByLabel('Return date').fill('2030-07-05');
    await p.getByRole('button', { name: 'Search Cars' }).click();
    expect(await landedOn(page, '/cars')).toEqual({
      pickupLocation: 'Denver Airport',
      pickupDate: '2030-07-02',
      returnDate: '2030-07-05',
    });
  });

  test('rides go to /rides with pickup, destination, date and up to 4 passengers', async ({ page }) => {
    await openHome(page);
    const p = panel(page);
    await p.getByRole('tab', { name: 'Rides' }).click();
    await expect(p.getByLabel('Passengers').locator('option')).toHaveCount(4);
    await p.getByLabel('Pickup location').fill('Downtown');
    await p.getByLabel('Destination').fill('Airport');
    await p.getByLabel('Ride date').fill('2030-08-10');
    await p.getByLabel('Passengers').selectOption('2');
    await p.getByRole('button', { name: 'Search Rides' }).click();
    expect(await landedOn(page, '/rides')).toEqual({
      pickup: 'Downtown',
      destination: 'Airport',
      date: '2030-08-10',
      passengers: '2',
    });
  });

  test('stays go to /short-stays, and values survive switching tabs', async ({ page }) => {
    await openHome(page);
    const p = panel(page);
    await p.getByRole('tab', { name: 'Stays' }).click();
    await p.getByLabel('Destination').fill('Lisbon');
    await p.getByRole('tab', { name: 'Cars' }).click();
    await p.getByRole('tab', { name: 'Stays' }).click();
    await expect(p.getByLabel('Destination')).toHaveValue('Lisbon');
    await p.getByLabel('Check-in').fill('2030-09-01');
    await p.getByRole('button', { name: 'Search Stays' }).click();
    expect(await landedOn(page, '/short-stays')).toEqual({ destination: 'Lisbon', checkIn: '2030-09-01' });
  });

  test('is usable at 360 px wide without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openHome(page);
    await expect(panel(page).getByRole('tab', { name: 'Stays' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
