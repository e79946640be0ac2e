import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { adminApi, makeAdmin } from '../admin/admin-helpers.ts';

export type Place = { id: string; name: string; kind: string };
export type RideCity = { id: string; name: string; pickup: Place; destination: Place };

/**
 * A driver's name no other test's driver has: the booking answer names the assigned driver, so a
 * test can tell that its own driver got the ride.
 */
export const uniqueDriverName = () =>
  `Dana ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)))
    .join('')
    .replace(/^./, (c) => c.toUpperCase())}`;

/** The approved card of the test payment processor, valid for three more years. */
const card = () => ({
  holderName: 'Tara Traveller',
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: new Date().getFullYear() + 3,
  cvc: '123',
});

/**
 * Makes the account with this e-mail an approved driver (applying under this 'First Last' name) as staff would: a staff admin (test-only
 * grant route) finds the application sent through the public form and approves it.
 */
export async function approveDriver(browser: Browser, email: string, name: string) {
  const [firstName, lastName] = name.split(' ');
  const visitor = await browser.newContext();
  const applied = await adminApi(visitor.request, 'POST', '/api/driver-applications', {
    firstName,
    lastName,
    email,
    phoneNumber: '+1 (401) 555-0142',
    city: 'Providence',
    state: 'RI',
    vehicleMake: 'tesla',
    vehicleModel: 'Model 3',
    vehicleYear: '2023',
    drivingExperience: '3-5',
    whyJoin: 'I drive an EV every day.',
    termsAgreed: true,
  });
  expect(applied.status(), await applied.text()).toBe(201);
  await visitor.close();

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  const adminEmail = uniqueEmail('driver-admin');
  await signUp(staffPage, adminEmail, 'Ada Admin');
  await makeAdmin(staff.request, adminEmail);
  const list = await adminApi(staff.request, 'GET', `/api/admin/driver-applications?q=${encodeURIComponent(email)}`);
  const { applications } = (await list.json()) as { applications: { id: string }[] };
  expect(applications).toHaveLength(1);
  const approved = await adminApi(
    staff.request,
    'POST',
    `/api/admin/driver-applications/${applications[0]!.id}/approve`,
    { note: 'Welcome aboard.' },
  );
  expect(approved.status(), await approved.text()).toBe(200);
  expect(((await approved.json()) as { driverAccount: boolean }).driverAccount).toBe(true);
  await staff.close();
}

/** The largest ride city with an airport, its airport (pickup) and its centre (destination). */
export async function rideCityWithAirport(request: APIRequestContext): Promise<RideCity> {
  const { cities } = (await (await request.get('/api/rides/cities')).json()) as {
    cities: { id: string; name: string }[];
  };
  for (const city of cities) {
    const detail = (await (await request.get(`/api/rides/cities/${encodeURIComponent(city.id)}`)).json()) as {
      shortcuts: { label: string; placeId: string | null }[];
    };
    const airportId = detail.shortcuts.find((s) => s.label === 'Airport')?.placeId;
    const centreId = detail.shortcuts.find((s) => s.label === 'Downtown')?.placeId;
    if (!airportId || !centreId) continue;
    const pickup = await placeById(request, city.id, airportId, 'airport');
    const destination = await placeById(request, city.id, centreId, 'centre');
    if (pickup && destination) return { id: city.id, name: city.name, pickup, destination };
  }
  throw new Error('no ride city with an airport and a centre');
}

async function placeById(
  request: APIRequestContext,
  cityId: string,
  placeId: string,
  kind: string,
): Promise<Place | undefined> {
  const res = await request.get(
    `/api/rides/places?city=${encodeURIComponent(cityId)}&q=${encodeURIComponent(kind === 'airport' ? 'airport' : '')}`,
  );
  const { places } = (await res.json()) as { places: Place[] };
  return places.find((p) => p.id === placeId) ?? places.find((p) => p.kind === kind);
}

/** Signs a new traveller up in its own browser context and returns its page. */
export async function signedUpTraveller(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, uniqueEmail('rider'), 'Tara Traveller');
  return page;
}

/** Books a ride now, as the /rides page does (POST /api/rides with an Idempotency-Key and a card). */
export async function bookRideNow(
  request: APIRequestContext,
  city: RideCity,
  rideOptionId: string,
  from = city.pickup,
  to = city.destination,
) {
  const { token } = (await (await request.get('/api/csrf')).json()) as { token: string };
  const res = await request.post('/api/rides', {
    data: {
      city: city.id,
      pickup: from.id,
      destination: to.id,
      rideOptionId,
      scheduledTime: null,
      passengers: 1,
      payment: { card: card() },
    },
    headers: { 'x-csrf-token': token, 'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; bookingId: string; driver: { name: string } };
}

/** Picks a suggestion of a combobox after typing into it. */
export async function pickSuggestion(page: Page, label: string, text: string, option: string) {
  const field = page.getByRole('combobox', { name: label });
  await field.fill(text);
  await page
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(option)}`) })
    .first()
    .click();
  await expect(field).toHaveValue(option);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
