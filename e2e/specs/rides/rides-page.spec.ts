import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { apiCall, signUp } from '../account/helpers.ts';
import { dayAhead, expectNoSidewaysScroll } from '../search/search-helpers.ts';
import {
  chooseRoute,
  expectOptions,
  openRides,
  optionButton,
  optionCard,
  ruleMessage,
  rules,
} from './rides-helpers.ts';

test.describe('the rides page', () => {
  test('/rideshare is the same page: booking card, reasons, five FAQs and the way to all FAQs', async ({ page }) => {
    await openRides(page, '/rideshare');
    await expect(page.getByRole('tab', { name: 'Book Now' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Schedule' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why Choose Our Rideshare Service' })).toBeVisible();
    for (const reason of ['Safe & Reliable', 'Transparent Pricing', '24/7 Availability', 'Fast Response']) {
      await expect(page.getByRole('heading', { name: reason })).toBeVisible();
    }
    const faq = page.getByRole('region', { name: 'Rideshare questions' });
    await expect(faq.getByRole('button')).toHaveCount(5);
    await faq.getByRole('button', { name: 'Can I change or cancel my ride?' }).click();
    await expect(faq.getByText(/free of charge up to 5 minutes before pickup/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All FAQs' })).toHaveAttribute('href', '/faqs');
    await expectAccessible(page);

    // Signed out: prices are shown, booking asks for an account.
    await chooseRoute(page);
    await expectOptions(page);
    await expect(page.getByRole('button', { name: 'Book Ride' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in to book' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('an option too small for the party is shown dimmed and cannot be selected', async ({ page }) => {
    await signUp(page, uniqueEmail('rides-capacity'));
    await openRides(page);
    await page.getByLabel('Passengers', { exact: true }).selectOption('3');
    await chooseRoute(page);
    await expectOptions(page);
    const shared = optionCard(page, 'Shared');
    await expect(shared.getByTestId('ride-availability')).toHaveText('Unavailable');
    await expect(shared.getByText('Seats 2: too small for 3 passengers')).toBeVisible();
    await expect(optionButton(page, 'Shared')).toHaveAttribute('aria-disabled', 'true');
    await optionButton(page, 'Shared').click({ force: true });
    await expect(optionButton(page, 'Shared')).toHaveAttribute('aria-pressed', 'false');
    await expect(ruleMessage(page)).toHaveText(rules.option);
    // An option with room for three can be chosen.
    await optionButton(page, 'SUV').click();
    await expect(optionButton(page, 'SUV')).toHaveAttribute('aria-pressed', 'true');
    // Parties go up to the SUV's six seats, and only the SUV takes six.
    await expect(page.getByLabel('Passengers', { exact: true }).locator('option')).toHaveCount(6);
    await page.getByLabel('Passengers', { exact: true }).selectOption('6');
    await expect(optionCard(page, 'Economy').getByText('Seats 4: too small for 6 passengers')).toBeVisible();
    await expect(optionCard(page, 'SUV').getByText(/too small/)).toHaveCount(0);
  });

  test("the home search's pickup, destination, date and passengers fill the form", async ({ page }) => {
    await signUp(page, uniqueEmail('rides-prefill'));
    const date = dayAhead(2);
    await openRides(page, `/rides?pickup=Downtown&destination=University&date=${date}&passengers=2`);
    await expect(page.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(date);
    await expect(page.getByLabel('Passengers', { exact: true })).toHaveValue('2');
    await expect(page.getByRole('combobox', { name: 'Pickup', exact: true })).toHaveValue('Downtown');
    await expect(
      page.getByRole('group', { name: 'Popular pickup locations' }).getByRole('button', { name: 'Downtown' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('group', { name: 'Popular destinations' }).getByRole('button', { name: 'University' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(ruleMessage(page)).toHaveText(rules.option);
    // No time yet: the options are priced for the chosen day's first pickup time, and say so. The day
    // is two UTC days ahead: in a city already a day ahead of UTC that is tomorrow, and said so.
    await expect(page.getByTestId('ride-priced-at')).toHaveText(
      /^Priced for the next pickup time, (Tomorrow|\w{3}, \w{3} \d+), /,
    );
  });

  test('typing a place suggests matches of the city', async ({ page }) => {
    await openRides(page);
    const pickup = page.getByRole('combobox', { name: 'Pickup', exact: true });
    await pickup.fill('air');
    const option = page.getByRole('listbox').getByRole('option').first();
    await expect(option).toBeVisible();
    const name = (await option.locator('span span').first().innerText()).trim();
    await pickup.press('ArrowDown');
    await pickup.press('Enter');
    await expect(pickup).toHaveValue(name);
    await expectAccessible(page);
  });

  test('?city= opens that city; a popular location it lacks is disabled and says why', async ({ page }) => {
    // A smaller ride city: curated landmarks (convention centres...) exist only for the largest ones.
    let small: { id: string; name: string } | null = null;
    for (const q of ['Reykjavik', 'Porto', 'Nice', 'Bergen', 'Split', 'Cork', 'Malaga', 'Bruges']) {
      const { cities } = (await (await page.request.get(`/api/rides/cities?q=${q}`)).json()) as {
        cities: { id: string; name: string }[];
      };
      for (const city of cities) {
        const detail = (await (await page.request.get(`/api/rides/cities/${city.id}`)).json()) as {
          shortcuts: { label: string; placeId: string | null }[];
        };
        if (detail.shortcuts.some((s) => s.label === 'Convention Center' && s.placeId === null)) small = city;
        if (small) break;
      }
      if (small) break;
    }
    expect(small, 'a ride city without a convention centre').not.toBeNull();
    await openRides(page, `/rides?city=${small!.id}`);
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue(small!.name);
    const chip = page
      .getByRole('group', { name: 'Popular pickup locations' })
      .getByRole('button', { name: 'Convention Center' });
    await expect(chip).toBeDisabled();
    await expect(chip).toHaveAttribute('title', `${small!.name} has no Convention Center in our list`);
    await expect(
      page.getByRole('group', { name: 'Popular pickup locations' }).getByRole('button', { name: 'Downtown' }),
    ).toBeEnabled();
  });

  test('is usable at 360 px wide without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openRides(page);
    await chooseRoute(page);
    await expectOptions(page);
    await expectNoSidewaysScroll(page);
  });

  test("a signed-in traveller starts in the profile's city when rides run there", async ({ page }) => {
    await signUp(page, uniqueEmail('rides-profile-city'));
    const res = await apiCall(page.request, 'PATCH', '/api/me/profile', { location: 'Tokyo, Japan' });
    expect(res.ok()).toBe(true);
    await openRides(page);
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Tokyo');
  });
});
