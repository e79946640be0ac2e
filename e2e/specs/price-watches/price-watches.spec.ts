import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { createAccount } from '../auth/helpers.ts';
import { cards, dayAhead, expectResults } from '../search/search-helpers.ts';

const flightsUrl = () => `/flights?from=JFK&fromLabel=New+York+(JFK)&to=LHR&toLabel=London+(LHR)&date=${dayAhead(30)}`;
const WATCHING = "We'll let you know if the price drops.";

test.describe('price watches', () => {
  test('a hotel watched from its page and a flight from the results are on the dashboard; stop watching removes one', async ({
    page,
  }) => {
    test.slow(); // a hotel search and page, a flight search and two dashboard loads
    await signUp(page, uniqueEmail('watches'));

    // Hotel detail, for the searched dates and party.
    await page.goto(`/hotels?destination=Paris&checkIn=${dayAhead(40)}&checkOut=${dayAhead(43)}&guests=2`);
    const hotel = (await cards(page).first().getByRole('heading').textContent())!;
    await cards(page)
      .first()
      .getByRole('link', { name: `View Deal: ${hotel}` })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotel);
    const watchHotel = page.getByRole('button', { name: `Watch this price for ${hotel}` });
    await watchHotel.click();
    await expect(page.getByText(WATCHING)).toBeVisible();
    await watchHotel.click();
    await expect(page.getByText("You're already watching this price.")).toBeVisible();

    // Flight results: the route, date, cabin and party in the URL.
    await page.goto(flightsUrl());
    await expectResults(page);
    await page.getByRole('button', { name: 'Watch this price for New York (JFK) to London (LHR)' }).click();
    await expect(page.getByText(WATCHING)).toBeVisible();

    // Dashboard: both, each with its prices and a chart of its checks.
    await page.goto('/dashboard');
    const alerts = page.getByRole('region', { name: 'Price alerts' });
    const items = alerts.getByRole('listitem');
    await expect(items).toHaveCount(2);
    const flight = items.filter({ hasText: 'JFK → LHR' });
    const hotelItem = items.filter({ hasText: hotel });
    await expect(flight.getByRole('link', { name: /^JFK → LHR · .+ · Economy · 1 passenger$/ })).toHaveAttribute(
      'href',
      /\/flights\?/,
    );
    await expect(
      hotelItem.getByRole('link', { name: new RegExp(`^${hotel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `) }),
    ).toBeVisible();
    for (const item of [flight, hotelItem]) {
      await expect(item.getByText('Current price')).toBeVisible();
      await expect(item.getByText('Lowest seen')).toBeVisible();
      await expect(item.getByRole('img', { name: /^Price history of .+: 1 check$/ })).toBeVisible();
      await expect(item.locator('.recharts-line')).toHaveCount(1);
      await expect(item.getByRole('table')).toContainText(/\$[\d,]+/);
    }
    await expectAccessible(page);

    const label = (await flight.getByRole('link').textContent())!;
    await flight.getByRole('button', { name: `Stop watching ${label}` }).click();
    await expect(page.getByText("You're no longer watching this price.")).toBeVisible();
    await expect(items).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Price alerts' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('link', { name: label })).toHaveCount(0);
  });

  test('signed out, Watch this price goes to log in first', async ({ page }) => {
    await createAccount(page, uniqueEmail('watches-out'));
    const url = flightsUrl();
    await page.goto(url);
    await expectResults(page);
    await page.getByRole('button', { name: /^Watch this price for / }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(url)}`);
  });
});
