import { expect, expectAccessible, test, uniqueEmail } from '../../fixtures.ts';
import { signUp } from '../account/helpers.ts';
import { acceptConsoleErrors, settled } from '../auth/helpers.ts';
import {
  approveDriver,
  bookRideNow,
  pickSuggestion,
  rideCityWithAirport,
  signedUpTraveller,
  uniqueDriverName,
} from './driver-console-helpers.ts';

test.describe('Driver console', () => {
  test('a signed-in traveller who is not a driver is told what the console is and where to apply', async ({ page }) => {
    await signUp(page, uniqueEmail('not-driver'));
    await page.goto('/driver');
    await expect(page.getByRole('heading', { name: 'Driver console', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The driver console is for Escazo drivers' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Drive with Us' })).toHaveAttribute('href', '/drivers');
    await expect(main.getByRole('link', { name: 'Apply to drive' })).toHaveAttribute('href', '/application');
    await expect(page.getByRole('button', { name: 'Go online' })).toHaveCount(0);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'My Bookings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Driver console' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await settled(page);
    await expectAccessible(page);
  });

  test('an approved driver goes online, takes an offered ride from pickup to drop-off, and the traveller’s booking ends completed', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const driverEmail = uniqueEmail('driver');
    const driverName = uniqueDriverName();
    await signUp(page, driverEmail, driverName);
    await approveDriver(browser, driverEmail, driverName);
    const city = await rideCityWithAirport(page.request);

    // The header menu leads drivers to their console.
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Driver console' }).click();
    await expect(page).toHaveURL(/\/driver$/);
    await expect(page.getByRole('heading', { name: 'Driver console', level: 1 })).toBeVisible();
    const profile = page.getByRole('region', { name: 'Your profile' });
    await expect(profile.getByText(driverName)).toBeVisible();
    await expect(profile.getByText(/Tesla Model 3/)).toBeVisible();
    await expect(page.getByTestId('driver-status')).toHaveText('Offline');
    await settled(page);
    await expectAccessible(page);

    // Go online at the city's airport, driving a luxury car.
    await page.getByRole('button', { name: 'Go online' }).click();
    await expect(page.getByText('Choose a city from the list.')).toBeVisible();
    await pickSuggestion(page, 'City', city.name, city.name);
    await pickSuggestion(page, 'Starting place', city.pickup.name, city.pickup.name);
    await page.getByLabel('Vehicle type').selectOption({ label: 'Luxury' });
    await page.getByRole('button', { name: 'Go online' }).click();
    await expect(page.getByTestId('driver-status')).toHaveText('Online');
    await expect(page.getByRole('heading', { name: 'Waiting for ride offers' })).toBeVisible();
    await expect(profile.getByText(`Online in ${city.name} as Luxury`)).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Go offline' })).toBeEnabled();

    // A traveller books a luxury ride from that airport: the nearest free luxury driver is ours.
    const traveller = await signedUpTraveller(browser);
    const ride = await bookRideNow(traveller.request, city, 'luxury');
    expect(ride.id).toMatch(/^RID\d{6}$/);
    expect(ride.driver.name).toBe(driverName);

    // The offer shows up within a poll or two, with its details and the time left to answer.
    const offer = page.getByTestId('ride-offer');
    await expect(offer).toBeVisible({ timeout: 15_000 });
    await expect(offer.getByRole('heading', { name: 'New ride offer' })).toBeVisible();
    await expect(offer).toContainText(city.pickup.name);
    await expect(offer).toContainText(city.destination.name);
    await expect(offer).toContainText('Tara · 1 passenger');
    await expect(offer).toContainText(/Offer ends in \d:\d\d/);
    await expect(offer).toContainText(/about [\d.]+ km · \d+ min trip/);
    await expect(offer.getByRole('button', { name: 'Decline' })).toBeEnabled();
    await offer.getByRole('button', { name: 'Accept' }).click();

    // Then only the next step's button, one at a time.
    const active = page.getByTestId('active-ride');
    await expect(active.getByRole('button', { name: 'Arrived' })).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Go offline' })).toBeDisabled();
    await expect(active.getByRole('button', { name: 'Start trip' })).toHaveCount(0);
    await settled(page);
    await expectAccessible(page);
    await active.getByRole('button', { name: 'Arrived' }).click();
    await expect(active.getByRole('button', { name: 'Start trip' })).toBeVisible();
    await expect(active.getByText('Waiting for the passenger')).toBeVisible();
    await active.getByRole('button', { name: 'Start trip' }).click();
    await expect(active.getByText('On trip')).toBeVisible();
    await active.getByRole('button', { name: 'Complete' }).click();

    await expect(page.getByRole('heading', { name: 'Ride completed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waiting for ride offers' })).toBeVisible();
    await expect(page.getByTestId('active-ride')).toHaveCount(0);

    // The traveller's ride and booking are completed, and My Bookings shows the ride card.
    const detail = (await (await traveller.request.get(`/api/rides/${ride.id}`)).json()) as { status: string };
    expect(detail.status).toBe('completed');
    const { bookings } = (await (await traveller.request.get('/api/bookings')).json()) as {
      bookings: { type: string; status: string; confirmationCode: string }[];
    };
    expect(bookings.find((b) => b.confirmationCode === ride.id)).toMatchObject({ type: 'ride', status: 'completed' });
    await traveller.goto('/my-bookings');
    await traveller.locator('html[data-ready]').waitFor({ state: 'attached' });
    const card = traveller.getByTestId('booking-card').filter({ hasText: ride.id });
    await expect(card).toContainText('Ride');
    await expect(card).toContainText(`${city.pickup.name} → ${city.destination.name}`);
    await expect(card).toContainText(driverName);
    await expect(card).toContainText('Completed');
    await expect(card.getByRole('link', { name: /^View ride/ })).toHaveAttribute('href', `/rides/${ride.id}`);
    await expect(card.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    await traveller.goto('/dashboard?tab=bookings');
    await traveller.locator('html[data-ready]').waitFor({ state: 'attached' });
    const recent = traveller
      .getByTestId('dashboard-recent')
      .getByRole('listitem')
      .filter({ hasText: city.destination.name });
    await expect(recent).toContainText(`${city.pickup.name} → ${city.destination.name}`);
    await expect(recent).toContainText(driverName);
    await expect(recent.getByRole('link', { name: /^View ride/ })).toHaveAttribute('href', `/rides/${ride.id}`);
    await traveller.context().close();

    // Going offline ends the shift.
    await profile.getByRole('button', { name: 'Go offline' }).click();
    await expect(page.getByTestId('driver-status')).toHaveText('Offline');
    await expect(page.getByRole('button', { name: 'Go online' })).toBeVisible();
  });

  test('a declined offer goes on to another driver; a ride cancelled meanwhile is reported and the console waits again', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const driverEmail = uniqueEmail('decliner');
    const driverName = uniqueDriverName();
    await signUp(page, driverEmail, driverName);
    await approveDriver(browser, driverEmail, driverName);
    const city = await rideCityWithAirport(page.request);

    // Online at the city centre as Premium (the other test waits at the airport as Luxury).
    await page.goto('/driver');
    await pickSuggestion(page, 'City', city.name, city.name);
    await pickSuggestion(page, 'Starting place', city.destination.name, city.destination.name);
    await page.getByLabel('Vehicle type').selectOption({ label: 'Premium' });
    await page.getByRole('button', { name: 'Go online' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for ride offers' })).toBeVisible();

    const traveller = await signedUpTraveller(browser);
    const ride = await bookRideNow(traveller.request, city, 'premium', city.destination, city.pickup);
    expect(ride.driver.name).toBe(driverName);
    const offer = page.getByTestId('ride-offer');
    await expect(offer).toBeVisible({ timeout: 15_000 });
    await offer.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText('Ride declined')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waiting for ride offers' })).toBeVisible();
    await expect(page.getByTestId('ride-offer')).toHaveCount(0);

    // The city centre has free autopilot Premium cars, so the nearest of them has the ride now.
    const after = (await (await traveller.request.get(`/api/rides/${ride.id}`)).json()) as {
      status: string;
      driver: { name: string };
    };
    expect(after.driver.name).not.toBe(driverName);
    expect(['assigned', 'arriving', 'arrived', 'on_trip', 'completed']).toContain(after.status);

    // A ride cancelled by the traveller while the console still shows it: the driver's next step
    // answers 409 RIDE_STATE_CHANGED, the console says so and shows the current state. The console's
    // polls are held on their last answer meanwhile (as on a slow connection), so the click
    // reliably comes before the console has seen the cancellation.
    let frozen = false;
    let lastAnswer: string | null = null;
    await page.route('**/api/driver/me', async (route) => {
      if (frozen && lastAnswer)
        return route.fulfill({ status: 200, contentType: 'application/json', body: lastAnswer });
      const response = await route.fetch();
      lastAnswer = await response.text();
      return route.fulfill({ response });
    });
    const second = await bookRideNow(traveller.request, city, 'premium', city.destination, city.pickup);
    await expect(offer).toBeVisible({ timeout: 15_000 });
    await offer.getByRole('button', { name: 'Accept' }).click();
    const active = page.getByTestId('active-ride');
    await expect(active.getByRole('button', { name: 'Arrived' })).toBeVisible();
    await expect.poll(() => lastAnswer).toMatch(/"status":"(assigned|arriving)"/);
    frozen = true;
    const booked = (await (await traveller.request.get(`/api/rides/${second.id}`)).json()) as {
      cancellation: { fee: number };
    };
    const { token } = (await (await traveller.request.get('/api/csrf')).json()) as { token: string };
    const cancelled = await traveller.request.post(`/api/rides/${second.id}/cancel`, {
      data: { expectedFee: booked.cancellation.fee },
      headers: { 'x-csrf-token': token },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await active.getByRole('button', { name: 'Arrived' }).click();
    await expect(page.getByText('This ride changed')).toBeVisible();
    frozen = false;
    await expect(page.getByRole('heading', { name: 'Waiting for ride offers' })).toBeVisible();
    await expect(page.getByTestId('active-ride')).toHaveCount(0);
    acceptConsoleErrors(consoleErrors, /409/);
    await traveller.context().close();
    await page.getByRole('button', { name: 'Go offline' }).click();
    await expect(page.getByTestId('driver-status')).toHaveText('Offline');
  });
});
