import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, uniqueEmail } from '../../fixtures.ts';
import { PASSWORD, signUpByLink } from '../auth/helpers.ts';
import { APPROVED_CARD, fillCard } from '../bookings/checkout-helpers.ts';
import { bookRideNow, type Place, type RideCity } from '../drivers/driver-console-helpers.ts';

export { APPROVED_CARD, fillCard };

export const rules = {
  locations: 'Missing information: Please specify pickup and destination locations.',
  option: 'Select ride type: Please select a ride option before booking.',
  date: 'Select date: Please select a valid date for your ride.',
};

/** A ride takes well under a minute with the e2e server's fast autopilot clock; waits allow for that. */
export const RIDE_TIMEOUT = 90_000;

export const bookButton = (page: Page) => page.getByRole('button', { name: /^(Book Ride|Booking\.\.\.)$/ });
export const ruleMessage = (page: Page) => page.getByTestId('ride-book-rule');
export const optionCards = (page: Page) => page.getByTestId('ride-option');
export const optionButton = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Ride options' }).getByRole('button', { name, exact: true });
/** One option's card, found by the option's name. */
export const optionCard = (page: Page, name: string) =>
  optionCards(page).filter({ has: page.getByRole('button', { name, exact: true }) });

/** The booking page with its default city chosen (the city field holds a name). */
export async function openRides(page: Page, path = '/rides') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Book Your Ride' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'City' })).not.toHaveValue('');
}

/** Picks a popular location chip under a place field ('Downtown' for pickup, 'University' for destination...). */
export async function pickShortcut(
  page: Page,
  group: 'Popular pickup locations' | 'Popular destinations',
  label: string,
) {
  const chip = page.getByRole('group', { name: group }).getByRole('button', { name: label, exact: true });
  await expect(chip).toBeEnabled();
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
}

/** Downtown → University: both exist in the largest ride city (the default for a new account). */
export async function chooseRoute(page: Page) {
  await pickShortcut(page, 'Popular pickup locations', 'Downtown');
  await pickShortcut(page, 'Popular destinations', 'University');
}

/** Waits for the five priced options. */
export async function expectOptions(page: Page) {
  await expect(optionCards(page)).toHaveCount(5);
}

/** Selects an option by its name and checks it is pressed. */
export async function selectOption(page: Page, name: string): Promise<Locator> {
  const button = optionButton(page, name);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return button;
}

/** The ETA the option card shows ('Driver 4 min away'). */
export async function optionEta(page: Page, name: string): Promise<number> {
  const card = optionCard(page, name);
  const text = await card.getByText(/^Driver \d+ min away$/).innerText();
  return Number(/\d+/.exec(text)![0]);
}

/** Books with a new approved card and returns the ride id shown on the result card. */
export async function bookWithNewCard(page: Page, { save = false } = {}): Promise<string> {
  await fillCard(page, APPROVED_CARD);
  if (save) await page.getByLabel('Save this card for next time').check();
  await bookButton(page).click();
  await expect(page.getByText('Ride Booked Successfully!')).toBeVisible();
  const id = page.getByTestId('ride-id');
  await expect(id).toHaveText(/^RID\d{6}$/);
  return id.innerText();
}

/** The same formatting the page uses for a moment, in the browser's time zone. */
/** 'Dec 8, 9:30 AM (Toronto time)': an instant on a city's clock, as every ride time is shown. */
export function placeTime(iso: string, timeZone: string, city: string): string {
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
  return `${spaced(time)} (${city} time)`;
}

/** Text with the narrow no-break spaces some Intl versions put before AM/PM as plain spaces. */
export const spaced = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** The ride city's name and IANA zone, as the Schedule tab's hint names them. */
export async function scheduleZone(page: Page): Promise<{ city: string; timeZone: string }> {
  const hint = await page.getByText(/^Times are local to /).innerText();
  const match = /^Times are local to (.+) \((.+)\)\.$/.exec(hint);
  if (!match) throw new Error(`unexpected hint: ${hint}`);
  return { city: match[1]!, timeZone: match[2]! };
}

/** The bookable option whose driver is nearest (smallest 'Driver N min away'). */
export async function nearestOption(page: Page): Promise<{ name: string; eta: number }> {
  const found: { name: string; eta: number }[] = [];
  for (const card of await optionCards(page).all()) {
    if ((await card.getByTestId('ride-availability').innerText()) === 'Unavailable') continue;
    const eta = await card
      .getByText(/^Driver \d+ min away$/)
      .innerText()
      .catch(() => null);
    if (eta === null) continue;
    found.push({ name: await card.getByRole('button').first().innerText(), eta: Number(/\d+/.exec(eta)![0]) });
  }
  found.sort((a, b) => a.eta - b.eta);
  expect(found.length).toBeGreaterThan(0);
  return found[0]!;
}

/** Picks a suggestion of the Pickup or Destination field after typing into it; the field then holds the place's name. */
export async function pickPlace(page: Page, field: 'Pickup' | 'Destination', text: string, place: string) {
  const combobox = page.getByRole('combobox', { name: field, exact: true });
  await combobox.fill(text);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
  await expect(combobox).toHaveValue(place);
}

type ShortcutDetail = { name: string; shortcuts: { label: string; placeId: string | null }[] };

/** A city's airport (pickup) and centre (destination), as bookRideNow takes them. */
export async function airportToCentre(request: APIRequestContext, cityId: string): Promise<RideCity> {
  const city = (await (await request.get(`/api/rides/cities/${encodeURIComponent(cityId)}`)).json()) as ShortcutDetail;
  const place = async (label: 'Airport' | 'Downtown') => {
    const id = city.shortcuts.find((s) => s.label === label)?.placeId;
    expect(id, `${city.name} has an ${label} place`).toBeTruthy();
    const q = label === 'Airport' ? 'airport' : 'city centre';
    const { places } = (await (
      await request.get(`/api/rides/places?city=${encodeURIComponent(cityId)}&q=${q}`)
    ).json()) as { places: Place[] };
    const found = places.find((p) => p.id === id);
    expect(found, `${id} among the places found for '${q}'`).toBeTruthy();
    return found!;
  };
  return { id: cityId, name: city.name, pickup: await place('Airport'), destination: await place('Downtown') };
}

type QuotedOption = { id: string; name: string; availability: 'available' | 'limited' | 'unavailable' };

/** The options the server quotes now for a trip booked for now (one passenger). */
export async function quotedOptions(request: APIRequestContext, trip: RideCity): Promise<QuotedOption[]> {
  const query = new URLSearchParams({
    city: trip.id,
    pickup: trip.pickup.id,
    destination: trip.destination.id,
    when: 'now',
    passengers: '1',
  });
  const res = await request.get(`/api/rides/options?${query.toString()}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { options: QuotedOption[] }).options;
}

/** A new traveller signed up through the API in a browser context of its own (no page: it only calls the API). */
export async function otherTraveller(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await signUpByLink(context.request, {
    fullName: 'Olga Other',
    email: uniqueEmail('rides-other'),
    password: PASSWORD,
  });
  return context;
}

/**
 * Books rides of one type from the trip's pickup (through the API, as the booking page does) until the
 * server quotes that type unavailable there: every free driver of it nearby is taken. Returns how many.
 */
export async function takeRemainingDrivers(request: APIRequestContext, trip: RideCity, type: string): Promise<number> {
  for (let booked = 0; booked < 20; booked++) {
    const option = (await quotedOptions(request, trip)).find((o) => o.id === type);
    if (option?.availability === 'unavailable') return booked;
    await bookRideNow(request, trip, type);
  }
  throw new Error(`${type} stayed available after 20 rides`);
}
