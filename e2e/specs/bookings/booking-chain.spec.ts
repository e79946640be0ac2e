import { addMonths, localDayOf } from '@escazo/contracts/dates';
import { expect, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { cards, dayAhead, resultCount } from '../search/search-helpers.ts';
import { cancelWithFullRefund, downloadTicket, followToMyBookings, payWithNewCard } from './booking-chain-steps.ts';
import { bookFirstFlight, expectCheckout, fillPassenger, fillPhone, fillTraveller } from './checkout-helpers.ts';

/** The month of sailings five months ahead: every one sails 90 days or more from now (full refund). */
const sailingMonth = () => addMonths(`${localDayOf(new Date()).slice(0, 8)}01`, 5).slice(0, 7);

/** The text of an element's accessible label after a fixed prefix ('Reserve Deluxe King' → 'Deluxe King'). */
const labelAfter = async (label: Promise<string | null>, prefix: RegExp) => (await label)!.replace(prefix, '');

// Each test is the whole chain a traveller clicks through: search, select, checkout, pay, My Bookings,
// the ticket, cancel and the refund.
test.describe.configure({ timeout: 90_000 });

test.describe('the booking chain, product by product', () => {
  test('a flight: search, book, pay, My Bookings, ticket, cancel within 24 hours for a full refund', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('chain.flight'));
    await bookFirstFlight(page, 38);
    await expectCheckout(page);
    await expect(page.getByRole('group', { name: 'Passenger 1' }).getByLabel('Date of birth')).toBeVisible();
    await fillPassenger(page);
    const paid = await payWithNewCard(page);

    const route = /\(JFK\) → .+\(LHR\)$/;
    await followToMyBookings(page, paid, {
      type: 'Flight',
      title: route,
      details: { Route: route, 'Flight number': /^[A-Z0-9]{2}\d+/, Passengers: 'Ana Silva' },
    });
    await downloadTicket(page, paid, route);
    await cancelWithFullRefund(page, paid, /^Free cancellation within 24 hours of booking\./);
  });

  test('a hotel room: search, reserve, pay, My Bookings, ticket, cancel before check-in for a full refund', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('chain.hotel'));
    await page.goto(`/hotels?destination=Paris&checkIn=${dayAhead(50)}&checkOut=${dayAhead(52)}&guests=2`);
    await resultCount(page, /hotels? available/);
    const first = cards(page).first();
    const name = (await first.getByRole('heading').textContent())!;
    await first.getByRole('link', { name: `View Deal: ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const reserve = page.getByRole('button', { name: /^Reserve / }).first();
    const room = await labelAfter(reserve.getAttribute('aria-label'), /^Reserve /);
    await reserve.click();
    await expectCheckout(page);
    await fillTraveller(page.getByRole('group', { name: 'Lead guest' }), 'Ana', 'Silva');
    await fillPhone(page, '+33 1 23 45 67 89');
    const paid = await payWithNewCard(page);

    const title = `${name} · ${room}`;
    await followToMyBookings(page, paid, { type: 'Hotel', title, details: { 'Room type': room, Guest: 'Ana Silva' } });
    await downloadTicket(page, paid, title);
    await cancelWithFullRefund(page, paid, /^Free cancellation until 24 hours before check-in\./);
  });

  test('a short stay: search, reserve, pay, My Bookings, ticket, cancel 5+ days ahead for a full refund', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('chain.stay'));
    await page.goto(`/short-stays?destination=Paris&checkIn=${dayAhead(30)}&checkOut=${dayAhead(33)}&guests=2`);
    await resultCount(page, /Propert(y|ies) Found/);
    const first = cards(page).first();
    const title = (await first.getByRole('heading').textContent())!;
    await first.getByRole('link', { name: `View ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(/× 3 nights/)).toBeVisible();
    const place = (
      await page
        .getByRole('main')
        .locator('header', { has: page.getByRole('heading', { level: 1 }) })
        .locator('p')
        .innerText()
    ).trim();
    await page.getByRole('button', { name: `Reserve ${title}` }).click();
    await expectCheckout(page);
    await fillTraveller(page.getByRole('group', { name: 'Lead guest' }), 'Ana', 'Silva');
    await fillPhone(page, '+33 1 23 45 67 89');
    const paid = await payWithNewCard(page);

    await followToMyBookings(page, paid, { type: 'Short stay', title, details: { Place: place, Guest: 'Ana Silva' } });
    await downloadTicket(page, paid, title);
    await cancelWithFullRefund(page, paid, /^Free cancellation until 5 days before check-in\./);
  });

  test('a rental car: search, select, reserve, pay, My Bookings, ticket, cancel before pick-up for a full refund', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('chain.car'));
    await page.goto(`/cars?pickupLocation=LAX&pickupDate=${dayAhead(20)}&returnDate=${dayAhead(23)}&driverAge=18-24`);
    await resultCount(page, /cars? for \d+ day/);
    const select = cards(page)
      .first()
      .getByRole('link', { name: /^Select / });
    const [model, company] = (await labelAfter(select.getAttribute('aria-label'), /^Select /)).split(' from ') as [
      string,
      string,
    ];
    await select.click();
    await expect(page).toHaveURL(/\/cars\/locations\/[^?]+\?.*category=\w+/);
    const category = new URL(page.url()).searchParams.get('category')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${model} or similar`);
    await page.getByRole('button', { name: `Reserve ${model} from ${company}` }).click();
    await expectCheckout(page);
    const driver = page.getByRole('group', { name: 'Driver' });
    await expect(driver.getByText('18-24 (as priced)')).toBeVisible();
    await fillTraveller(driver, 'Ana', 'Silva');
    await fillPhone(page, '+1 310 555 0100');
    const paid = await payWithNewCard(page);

    const carType = `${model} (${category})`;
    const title = `${carType} · ${company}`;
    await followToMyBookings(page, paid, {
      type: 'Car rental',
      title,
      details: { 'Car type': carType, Company: company, Driver: 'Ana Silva' },
    });
    await downloadTicket(page, paid, title);
    await cancelWithFullRefund(page, paid, /^Free cancellation until 48 hours before pick-up\./);
  });

  test('a cruise: search, reserve a cabin, pay, My Bookings, ticket, cancel 90+ days before sailing for a full refund', async ({
    page,
  }) => {
    await signUp(page, uniqueEmail('chain.cruise'));
    await page.goto(`/cruises?destination=caribbean&month=${sailingMonth()}&passengers=2`);
    await resultCount(page, /sailings? found/);
    const first = cards(page).first();
    const title = (await first.getByRole('heading').textContent())!;
    await first.getByRole('link', { name: `View Cruise: ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const lineAndShip = await page
      .getByRole('heading', { level: 1 })
      .locator('xpath=following-sibling::p[1]')
      .innerText();
    const ship = lineAndShip.split(' · ')[1]!;
    const reserve = page.getByRole('button', { name: /^Reserve a .+ cabin$/ }).first();
    const cabin = (await labelAfter(reserve.getAttribute('aria-label'), /^Reserve a /)).replace(/ cabin$/, '');
    await reserve.click();
    await expectCheckout(page);
    await fillTraveller(page.getByRole('group', { name: 'Passenger 1' }), 'Ana', 'Silva', '1990-05-14');
    await fillTraveller(page.getByRole('group', { name: 'Passenger 2' }), 'Luis', 'Silva', '1988-11-02');
    await fillPhone(page, '+1 305 555 0100');
    const paid = await payWithNewCard(page);

    await followToMyBookings(page, paid, {
      type: 'Cruise',
      title: `${title} · ${ship}`,
      details: { Ship: ship, Cabin: cabin, Passengers: 'Ana Silva, Luis Silva' },
    });
    await downloadTicket(page, paid, `${title} · ${ship}`);
    await cancelWithFullRefund(page, paid, /^Full refund 90 days or more before sailing/);
  });
});
