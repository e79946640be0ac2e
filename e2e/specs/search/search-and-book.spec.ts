import type { Page } from '@playwright/test';
import { addDays, addMonths, localDayOf } from '@escazo/contracts/dates';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { cards, dayAhead, expectResults, flightCards, pickPlace, resultCount } from './search-helpers.ts';

/** 'YYYY-MM-DD' of the first day of next month (cruise sailings are searched by month). */
const nextMonthStart = () => addMonths(`${localDayOf(new Date()).slice(0, 8)}01`, 1);

async function fillTrip(page: Page, tab: string, checkIn: string, checkOut: string, guests = '2') {
  await page.goto('/search');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByLabel('Check-in').fill(checkIn);
  await page.getByLabel('Check-out').fill(checkOut);
  await page.getByLabel('Guests').selectOption(guests);
}

test.describe('Search & Book hands each tab over to its results page', () => {
  test('flights: the picked places, date, guests and class arrive and the search runs', async ({ page }) => {
    await fillTrip(page, 'Flights', dayAhead(30), dayAhead(37));
    await pickPlace(page.getByRole('combobox', { name: 'Origin' }), page, 'JFK', /JFK/);
    await pickPlace(page.getByRole('combobox', { name: 'Destination' }), page, 'LHR', /LHR/);
    await page.getByRole('button', { name: 'Search Flights' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/flights');
    await expectResults(page);
    const form = page.getByRole('form', { name: 'Search flights' });
    await expect(form.getByRole('combobox', { name: 'From' })).toHaveValue(/JFK/);
    await expect(form.getByRole('combobox', { name: 'To' })).toHaveValue(/LHR/);
    await expect(form.getByLabel('Departure date')).toHaveValue(dayAhead(30));
    await expect(flightCards(page).first()).toContainText('for 2 passengers');
  });

  test('hotels: destination, dates and guests arrive and hotels are listed', async ({ page }) => {
    await fillTrip(page, 'Hotels', dayAhead(20), dayAhead(23));
    // Typed, not picked: the suggestions open over the button, so they are closed first.
    const destination = page.getByRole('combobox', { name: 'Destination' });
    await destination.fill('Paris');
    await expect(page.getByRole('listbox')).toBeVisible();
    await destination.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await page.getByRole('button', { name: 'Search Hotels' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/hotels');
    const form = page.getByRole('search', { name: 'Search hotels' });
    await expect(form.getByLabel('Destination')).toHaveValue('Paris');
    await expect(form.getByLabel('Check-in')).toHaveValue(dayAhead(20));
    await expect(form.getByLabel('Check-out')).toHaveValue(dayAhead(23));
    expect(await resultCount(page, /hotels? available/)).toBeGreaterThan(0);
  });

  test('cars: the destination is the pickup and drop-off place, the dates are the rental', async ({ page }) => {
    await fillTrip(page, 'Cars', dayAhead(10), dayAhead(13), '1');
    await pickPlace(page.getByRole('combobox', { name: 'Destination' }), page, 'Los Angeles', /^Los Angeles/);
    await page.getByRole('button', { name: 'Search Cars' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/cars');
    const form = page.getByRole('search', { name: 'Search cars' });
    await expect(form.getByLabel('Pickup location')).toHaveValue(/^Los Angeles/);
    await expect(form.getByLabel('Drop-off location')).toHaveValue(/^Los Angeles/);
    await expect(form.getByLabel('Pickup date')).toHaveValue(dayAhead(10));
    await expect(form.getByLabel('Drop-off date')).toHaveValue(dayAhead(13));
    expect(await resultCount(page, /cars? for 3 day/)).toBeGreaterThan(0);
    await expect(cards(page).first()).toBeVisible();
  });

  test('cruises: the region, the month of check-in, the nights as duration and the guests arrive', async ({ page }) => {
    const start = nextMonthStart();
    await fillTrip(page, 'Cruises', start, addDays(start, 7));
    const region = page.getByRole('combobox', { name: 'Destination' });
    await expect(region.locator('option')).toHaveText([
      'Select a region',
      'Caribbean',
      'Mediterranean',
      'Alaska',
      'Europe',
      'South Pacific',
      'Asia',
      'South America',
      'Antarctica',
    ]);
    await expectAccessible(page);
    await region.selectOption('Caribbean');
    await page.getByRole('button', { name: 'Search Cruises' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/cruises');
    const form = page.getByRole('search', { name: 'Find Cruises' });
    await expect(form.getByLabel('Destination')).toHaveValue('caribbean');
    await expect(form.getByLabel('Month')).toHaveValue(start.slice(0, 7));
    await expect(form.getByLabel('Duration')).toHaveValue('7-9');
    await expect(form.getByLabel('Passengers')).toHaveValue('2');
    await expect(page.getByRole('heading', { name: 'Caribbean cruises' })).toBeVisible();
    expect(await resultCount(page, /sailings? found/)).toBeGreaterThan(0);
    await expect(page.getByText('Please select a destination')).toHaveCount(0);
  });
});

test.describe('Search & Book opened by Explore', () => {
  test("a destination card's ?destination= fills the destination", async ({ page }) => {
    await page.goto('/search?destination=New+York');
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue('New York');
    await page.getByRole('tab', { name: 'Hotels' }).click();
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue('New York');
  });

  test("the hero search's ?q= fills the destination, and a cruise region preselects it", async ({ page }) => {
    await page.goto('/search?q=Paris');
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue('Paris');
    await page.goto('/search?q=alaska');
    await page.getByRole('tab', { name: 'Cruises' }).click();
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue('Alaska');
  });

  test('from /explore: the hero search and a card land on /search with the destination', async ({ page }) => {
    await page.goto('/explore');
    const search = page.getByRole('search', { name: 'Search destinations' });
    await search.getByLabel('Where do you want to go?').fill('  Lisbon ');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'Lisbon');
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue('Lisbon');
    // Explore's cards are ranked from live counts, so take whichever city comes first.
    await page.goto('/explore');
    const card = page
      .getByRole('tabpanel')
      .getByRole('link', { name: /^Explore .+/ })
      .first();
    const city = (await card.getAttribute('aria-label'))!.replace(/^Explore /, '');
    await card.click();
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('destination') === city);
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue(city);
  });
});
