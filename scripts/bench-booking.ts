// `npm run bench:booking`: the booking race benchmark. Builds the app in-process over PGlite (or the
// PostgreSQL server named by DATABASE_URL, in a fresh schema `bench_booking`, dropped at the end)
// with the in-memory inventory, then runs three races through app.inject and prints their counts:
//   1. 500 concurrent buyers for one flight-date-cabin with 100 seats left (its elapsed time and the
//      CPU time this process spent, which other load on the machine inflates less);
//   2. 200 concurrent buyers of a hotel's last room-night;
//   3. 50 concurrent requests with one Idempotency-Key;
//   4. 20 concurrent requests for one offer under 20 keys (an offer books once).
// Each buyer of 1 and 2 books their own offer. Oversold must be 0 and no response may be a 5xx; the script exits 1 otherwise.
import os from 'node:os';
import { addDays, todayIso } from '@escazo/contracts/dates';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '@server/app.ts';
import { loadConfig } from '@server/config.ts';
import { openDatabase, type Database } from '@server/db/client.ts';
import { seedReferenceData } from '@server/db/seed.ts';
import {
  applySoldChange,
  buildInventoryInMemory,
  emptySoldCounts,
  persistInventorySubset,
} from '@server/modules/inventory/public.ts';
// Brings in the type of app.jobs (the jobs plugin's declaration).
import type {} from '@server/modules/jobs/public.ts';
import { TestClient } from '@server-test/helpers.ts';

const SCHEMA = 'bench_booking';
const url = process.env.DATABASE_URL;
const card = { holderName: 'Bench Buyer', number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
const contact = { email: 'bench@example.com', phone: '+1 555 0100' };
const traveller = { firstName: 'Bench', lastName: 'Buyer', dateOfBirth: '1990-01-01' };

async function dropSchema() {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop schema if exists ${SCHEMA} cascade`);
  await admin.end();
}

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

type Tally = { bookings: number; soldOut: number; other: number; serverErrors: number };
function tally(responses: { statusCode: number; json(): unknown }[]): Tally {
  const t: Tally = { bookings: 0, soldOut: 0, other: 0, serverErrors: 0 };
  for (const res of responses) {
    if (res.statusCode === 201) t.bookings++;
    else if (res.statusCode >= 500) t.serverErrors++;
    else if ((res.json() as { error?: { code?: string } }).error?.code === 'SOLD_OUT') t.soldOut++;
    else t.other++;
  }
  return t;
}

async function main() {
  if (url) await dropSchema();
  const database = await openDatabase(url ? { url, poolSize: 10, schema: SCHEMA } : { dataDir: undefined });
  await seedReferenceData(database.db);
  const inventory = buildInventoryInMemory(emptySoldCounts(), todayIso(Date.now()));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: String(1e9),
    FORM_RATE_LIMIT_MAX: String(1e9),
  });
  const app = await buildApp({ config, database, inventory: { inventory } });
  await app.ready();
  const client = new TestClient(app);
  let failed = false;
  try {
    const signUp = await client.post('/api/auth/sign-up', {
      fullName: 'Bench Buyer',
      email: `bench-${Date.now()}@example.com`,
      password: 'Blue-Harbour-Lantern-42',
    });
    if (signUp.statusCode !== 201) throw new Error(`sign-up: ${signUp.statusCode} ${signUp.body}`);

    const search = await client.get(`/api/search/flights?from=JFK&to=LHR&date=${addDays(todayIso(Date.now()), 75)}`);
    const flight = search
      .json<{ outbound: { items: { id: string; legs: unknown[] }[] } }>()
      .outbound.items.find((i) => i.legs.length === 1)!;
    const [flightNumber, compact] = flight.id.split('-') as [string, string];
    const date = `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
    const hotel = inventory.data.hotels.hotels[0]!;
    const room = hotel.roomTypes[0]!;
    const stay = inventory.data.stays.stays[0]!;
    await persistInventorySubset(database.db, inventory, {
      flightNumbers: [flightNumber],
      hotelIds: [hotel.id],
      stayIds: [stay.id],
    });
    const offer = async (body: unknown) =>
      (await client.post('/api/offers', body)).json<{ offer: { id: string } }>().offer.id;
    const offers = async (body: unknown, n: number) => {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) ids.push(await offer(body));
      return ids;
    };
    const book = (offerId: string, key: string) =>
      client.request({
        method: 'POST',
        url: '/api/bookings',
        payload: { offerId, travellers: [traveller], contact, payment: { card } },
        headers: { 'idempotency-key': key },
      });

    // 1. Flight: priced with one seat left (the top load fare), then 100 seats left in the database and memory.
    const capacity = inventory.data.flights.patterns.find((p) => p.flightNumber === flightNumber)!.seats.economy;
    const seat = { kind: 'flight' as const, flightNumber, date, cabin: 'economy' as const, capacity };
    applySoldChange(inventory, [{ ...seat, quantity: capacity - 1 }], 1);
    const flightOffers = await offers({ type: 'flight', itineraryId: flight.id, cabin: 'economy', passengers: 1 }, 500);
    applySoldChange(inventory, [{ ...seat, quantity: 99 }], -1);
    await database.db.execute(
      sql`insert into flight_seat_sales (flight_number, date, cabin, sold) values (${flightNumber}, ${date}, 'economy', ${capacity - 100})`,
    );
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const flightRace = tally(await Promise.all(flightOffers.map((id, i) => book(id, `bench-flight-${i}`))));
    const elapsed = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    // The confirmations' notices (ticket PDF, calendar file, e-mail) are jobs the booking's
    // transaction scheduled; delivering them is measured on its own, after the buyers' answers.
    const noticesStarted = performance.now();
    const notices = await app.jobs.runDueJobs();
    const noticesElapsed = performance.now() - noticesStarted;
    const [seats] = await rows<{ sold: number }>(
      database,
      sql`select sold from flight_seat_sales where flight_number = ${flightNumber} and date = ${date} and cabin = 'economy'`,
    );
    const flightOversold = Math.max(0, seats!.sold - capacity) + Math.max(0, flightRace.bookings - 100);

    // 2. Hotel: the last room-night.
    const night = addDays(todayIso(Date.now()), 130);
    const roomOffers = await offers(
      {
        type: 'hotel',
        hotelId: hotel.id,
        roomTypeId: room.id,
        checkIn: night,
        checkOut: addDays(night, 1),
        guests: 1,
        rooms: 1,
      },
      200,
    );
    applySoldChange(
      inventory,
      [{ kind: 'hotel', roomTypeId: room.id, night, quantity: room.count - 1, capacity: room.count }],
      1,
    );
    await database.db.execute(
      sql`insert into hotel_room_night_sales (room_type_id, night, sold) values (${room.id}, ${night}, ${room.count - 1})`,
    );
    const roomRace = tally(await Promise.all(roomOffers.map((id, i) => book(id, `bench-room-${i}`))));
    const [rooms] = await rows<{ sold: number }>(
      database,
      sql`select sold from hotel_room_night_sales where room_type_id = ${room.id} and night = ${night}`,
    );
    const roomOversold = Math.max(0, rooms!.sold - room.count) + Math.max(0, roomRace.bookings - 1);

    // 3. One Idempotency-Key, 50 requests at once.
    const stayOffer = await offer({
      type: 'stay',
      stayId: stay.id,
      checkIn: addDays(todayIso(Date.now()), 140),
      checkOut: addDays(todayIso(Date.now()), 142),
      guests: 1,
    });
    const keyResponses = await Promise.all(Array.from({ length: 50 }, () => book(stayOffer, 'bench-one-key')));
    const keyRace = tally(keyResponses);
    const distinct = new Set(
      keyResponses.filter((r) => r.statusCode === 201).map((r) => r.json<{ booking: { id: string } }>().booking.id),
    ).size;
    const [captures] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from payment_ledger l join payments p on p.processor_payment_id = l.processor_payment_id where p.idempotency_key like 'booking:%' and l.kind = 'capture' and p.booking_id in (select id from bookings where offer_id = ${stayOffer})`,
    );

    // 4. One offer, 20 keys at once: one booking, one capture.
    const onceOffer = await offer({
      type: 'stay',
      stayId: stay.id,
      checkIn: addDays(todayIso(Date.now()), 150),
      checkOut: addDays(todayIso(Date.now()), 152),
      guests: 1,
    });
    const onceResponses = await Promise.all(Array.from({ length: 20 }, (_, i) => book(onceOffer, `bench-once-${i}`)));
    const onceRace = tally(onceResponses);
    const alreadyBooked = onceResponses.filter(
      (r) => (r.json() as { error?: { code?: string } }).error?.code === 'OFFER_ALREADY_BOOKED',
    ).length;
    const [onceCaptures] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from payment_ledger l join payments p on p.processor_payment_id = l.processor_payment_id where l.kind = 'capture' and p.booking_id in (select id from bookings where offer_id = ${onceOffer})`,
    );

    console.log(
      `bench:booking on ${url ? `PostgreSQL (schema ${SCHEMA})` : 'PGlite (in memory)'}, load average ${os.loadavg()[0]!.toFixed(2)} on ${os.availableParallelism()} cores`,
    );
    console.log(
      `1. 500 buyers, 100 seats left: bookings ${flightRace.bookings}, SOLD_OUT ${flightRace.soldOut}, other 4xx ${flightRace.other}, oversold ${flightOversold}, responses >= 500: ${flightRace.serverErrors}, elapsed ${(elapsed / 1000).toFixed(2)} s (this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s)`,
    );
    console.log(
      `   then their confirmation notices: ${notices.done} jobs done, ${notices.failed + notices.retried} failed or retried, in ${(noticesElapsed / 1000).toFixed(2)} s`,
    );
    console.log(
      `2. 200 buyers, last room-night: bookings ${roomRace.bookings}, SOLD_OUT ${roomRace.soldOut}, other 4xx ${roomRace.other}, oversold ${roomOversold}, responses >= 500: ${roomRace.serverErrors}`,
    );
    console.log(
      `3. 50 requests, one Idempotency-Key: 201 answers ${keyRace.bookings}, distinct bookings ${distinct}, captures ${captures!.n}, responses >= 500: ${keyRace.serverErrors}`,
    );
    console.log(
      `4. 20 requests, one offer, 20 keys: bookings ${onceRace.bookings}, OFFER_ALREADY_BOOKED ${alreadyBooked}, captures ${onceCaptures!.n}, responses >= 500: ${onceRace.serverErrors}`,
    );
    failed =
      onceRace.bookings !== 1 ||
      alreadyBooked !== 19 ||
      onceCaptures!.n !== 1 ||
      onceRace.serverErrors > 0 ||
      notices.failed + notices.retried > 0 ||
      flightOversold > 0 ||
      roomOversold > 0 ||
      flightRace.serverErrors + roomRace.serverErrors + keyRace.serverErrors > 0 ||
      distinct !== 1 ||
      captures!.n !== 1;
  } finally {
    await app.close();
    await database.close();
    if (url) await dropSchema();
  }
  if (failed) {
    console.error('bench:booking: an invariant failed (oversold, 5xx or a second charge)');
    process.exitCode = 1;
  }
}

await main();
