// Concurrent buyers that make offers and book them through the real API, each like its own browser
// (own session and CSRF token), and record every booking the server acknowledged with 201.
import { randomUUID } from 'node:crypto';

const card = { holderName: 'Crash Buyer', number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
const contact = { email: 'crash-buyer@example.com', phone: '+1 555 0100' };
const PASSWORD = 'Blue-Harbour-Lantern-42';
const timeout = () => AbortSignal.timeout(10_000);

const isoDay = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A cookie jar of one browser: later Set-Cookie headers replace earlier cookies of the same name. */
function mergeCookies(jar, res) {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/** Signs in (or signs up, the first time) `email`; returns the headers every write needs. */
export async function openSession(base, email) {
  const jar = new Map();
  const csrf = await fetch(`${base}/api/csrf`, { signal: timeout() });
  if (csrf.status !== 200) throw new Error(`GET /api/csrf answered ${csrf.status}`);
  let { token } = await csrf.json();
  let cookie = mergeCookies(jar, csrf);
  const post = (path, body) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
      body: JSON.stringify(body),
      signal: timeout(),
    });
  let res = await post('/api/auth/sign-in', { email, password: PASSWORD });
  if (res.status === 401) res = await post('/api/auth/sign-up', { fullName: 'Crash Buyer', email, password: PASSWORD });
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`signing in ${email} answered ${res.status} ${(await res.text()).slice(0, 200)}`);
  cookie = mergeCookies(jar, res);
  // A new session may come with a new CSRF secret: fetch the token again with the session's cookies.
  const again = await fetch(`${base}/api/csrf`, { headers: { cookie }, signal: timeout() });
  if (again.status !== 200) throw new Error(`GET /api/csrf after sign-in answered ${again.status}`);
  ({ token } = await again.json());
  cookie = mergeCookies(jar, again);
  return { 'x-csrf-token': token, cookie };
}

/**
 * Picks what the buyers book, once, from the search API: nonstop flights on a busy route and
 * hotel room types in a big city.
 */
export async function pickProducts(base) {
  const get = async (path) => {
    const res = await fetch(`${base}${path}`, { signal: timeout() });
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    return res.json();
  };
  const flights = [];
  for (let d = 60; d < 66 && flights.length < 6; d++) {
    const search = await get(`/api/search/flights?from=JFK&to=LHR&date=${isoDay(d)}`);
    for (const item of search.outbound.items) if (item.legs.length === 1 && flights.length < 6) flights.push(item.id);
  }
  const hotelSearch = await get(`/api/search/hotels?destination=Paris&checkIn=${isoDay(90)}&checkOut=${isoDay(91)}`);
  const hotels = hotelSearch.items.slice(0, 4).map((h) => ({ hotelId: h.id, roomTypeId: h.room.id }));
  if (flights.length === 0 || hotels.length === 0)
    throw new Error(`the search found ${flights.length} flights and ${hotels.length} hotels to book`);
  return { flights, hotels };
}

function offerRequest(products, n) {
  if (n % 2 === 0) {
    const itineraryId = products.flights[n % products.flights.length];
    return { type: 'flight', itineraryId, cabin: 'economy', passengers: 1 + (n % 3 === 0 ? 1 : 0) };
  }
  const { hotelId, roomTypeId } = products.hotels[n % products.hotels.length];
  const checkIn = isoDay(90 + (n % 20));
  return {
    type: 'hotel',
    hotelId,
    roomTypeId,
    checkIn,
    checkOut: isoDay(91 + (n % 20) + (n % 3)),
    guests: 1,
    rooms: 1 + (n % 4 === 1 ? 1 : 0),
  };
}

const travellersFor = (offer) =>
  Array.from({ length: offer.travellers.count }, (_, i) => ({
    firstName: 'Crash',
    lastName: `Buyer${String.fromCharCode(65 + i)}`,
    ...(offer.travellers.dateOfBirth ? { dateOfBirth: '1990-01-01' } : {}),
  }));

/**
 * Starts one loop per session: make an offer, book it with a new Idempotency-Key, repeat until
 * stop() or the server goes away. SOLD_OUT and PRICE_CHANGED are answers, counted, not problems.
 */
export function startBookingLoad({ base, sessions, products }) {
  const acked = [];
  const inFlight = new Set();
  const problems = [];
  const answers = { soldOut: 0, priceChanged: 0 };
  let stopped = false;
  let serverGone = false;

  async function send(headers, path, body, extra = {}) {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers, ...extra },
      body: JSON.stringify(body),
      signal: timeout(),
    });
    return { status: res.status, json: await res.json() };
  }

  async function buyer(b, headers) {
    for (let n = b; !stopped; n += sessions.length) {
      const key = `crash-${randomUUID()}`;
      try {
        const offer = await send(headers, '/api/offers', offerRequest(products, n));
        if (offer.status !== 201 && offer.status !== 200) {
          if (offer.json?.error?.code === 'SOLD_OUT') answers.soldOut++;
          else problems.push(`buyer ${b}: offer answered ${offer.status} ${JSON.stringify(offer.json).slice(0, 200)}`);
          continue;
        }
        if (stopped) return;
        inFlight.add(key);
        const body = {
          offerId: offer.json.offer.id,
          travellers: travellersFor(offer.json.offer),
          contact,
          payment: { card },
        };
        const res = await send(headers, '/api/bookings', body, { 'idempotency-key': key });
        if (res.status === 201) {
          const { id, confirmationCode, total, status } = res.json.booking;
          acked.push({ id, confirmationCode, total, status, key });
        } else if (res.json?.error?.code === 'SOLD_OUT') answers.soldOut++;
        else if (res.json?.error?.code === 'PRICE_CHANGED') answers.priceChanged++;
        else problems.push(`buyer ${b}: booking answered ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`);
        inFlight.delete(key);
      } catch (err) {
        // The server was killed under this request (or the answer was cut off): not acknowledged.
        if (!serverGone) problems.push(`buyer ${b}: network error before the kill: ${err.cause?.code ?? err.message}`);
        return;
      }
    }
  }

  const done = Promise.all(sessions.map((headers, b) => buyer(b, headers)));
  return {
    acked,
    problems,
    answers,
    inFlightKeys: () => [...inFlight],
    /** Call right before killing the server: errors after this point are expected. */
    markServerGone: () => {
      serverGone = true;
      stopped = true;
    },
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}
