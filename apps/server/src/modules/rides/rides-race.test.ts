import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { RideBookingResult } from '@escazo/contracts/rides';
import { scheduleSlots } from '@escazo/rides';
import { rides } from '@server/db/schema.ts';
import type { TestClient } from '@server-test/helpers.ts';
import { createLiveContext, GOOD_CARD, onlyAutopilots, rows, traveller, type LiveContext } from './test-support.ts';

/**
 * Concurrent riders: real races on PostgreSQL (TEST_DATABASE_URL), serialised on PGlite; the counts
 * must hold on both. No driver is ever given two overlapping rides.
 */
let ctx: LiveContext;

beforeAll(async () => {
  ctx = await createLiveContext();
}, 240_000);
afterAll(() => ctx?.close());

function book(client: TestClient, body: Record<string, unknown>) {
  return client.request({
    method: 'POST',
    url: '/api/rides',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      city: ctx.city.id,
      pickup: ctx.pickup.id,
      destination: ctx.destination.id,
      rideOptionId: 'economy',
      scheduledTime: null,
      passengers: 1,
      payment: { card: GOOD_CARD },
      ...body,
    },
  });
}

/** The SQLSTATE of a database error (drizzle wraps the driver's error in `cause`). */
function sqlState(err: unknown): string | undefined {
  let current = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function tally(responses: { statusCode: number; json(): unknown }[]) {
  const out: Record<string, number> = {};
  for (const res of responses) {
    const code =
      res.statusCode === 201 ? 'booked' : `${res.statusCode} ${(res.json() as { error: { code: string } }).error.code}`;
    out[code] = (out[code] ?? 0) + 1;
  }
  return out;
}

describe('concurrent ride bookings', () => {
  it(
    '60 riders, 5 free drivers: exactly 5 rides on 5 different drivers, the rest 409',
    { timeout: 300_000 },
    async () => {
      const drivers = await onlyAutopilots(ctx, 'economy', 5);
      const riders = await Promise.all(Array.from({ length: 6 }, () => traveller(ctx)));
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, i) => book(riders[i % riders.length]!.client, {})),
      );
      expect(tally(responses)).toEqual({ booked: 5, '409 RIDE_OPTION_UNAVAILABLE': 55 });
      const booked = responses.filter((r) => r.statusCode === 201).map((r) => r.json<RideBookingResult>());
      const rows_ = await Promise.all(
        booked.map(async (b) => (await ctx.database.db.select().from(rides).where(eq(rides.id, b.id)))[0]!),
      );
      expect(new Set(rows_.map((r) => r.driverId))).toEqual(new Set(drivers));
      // Only the 5 rides hold an authorisation: a rider refused after authorising (a real race) had it voided.
      const charges = await rows<{ status: string; n: number }>(
        ctx.database.db,
        sql`select status, count(*)::int as n from payments where kind = 'charge' group by status`,
      );
      const byStatus = Object.fromEntries(charges.map((c) => [c.status, c.n]));
      expect(byStatus.authorized).toBe(5);
      expect(Object.keys(byStatus).filter((s) => s !== 'authorized' && s !== 'failed')).toEqual([]);
      const ledger = await rows<{ kind: string; n: number }>(
        ctx.database.db,
        sql`select kind, count(*)::int as n from payment_ledger group by kind`,
      );
      const kinds = Object.fromEntries(ledger.map((r) => [r.kind, r.n]));
      expect((kinds.authorize ?? 0) - (kinds.void ?? 0)).toBe(5);
    },
  );

  it(
    'two riders for one driver at overlapping scheduled times: one ride; a later time is still free',
    { timeout: 120_000 },
    async () => {
      const [driver] = await onlyAutopilots(ctx, 'luxury', 1);
      const slots = scheduleSlots(ctx.clock.now());
      const [ana, bob] = [await traveller(ctx), await traveller(ctx)];
      const both = await Promise.all([
        book(ana.client, { rideOptionId: 'luxury', scheduledTime: slots[2] }),
        book(bob.client, { rideOptionId: 'luxury', scheduledTime: slots[2] }),
      ]);
      expect(tally(both)).toEqual({ booked: 1, '409 RIDE_OPTION_UNAVAILABLE': 1 });
      const later = await book(bob.client, { rideOptionId: 'luxury', scheduledTime: slots[12] });
      expect(later.statusCode, later.body).toBe(201);
      const [count] = await rows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from rides where driver_id = ${driver} and status <> 'cancelled'`,
      );
      expect(count!.n).toBe(2);
    },
  );

  it('the database itself refuses two overlapping active rides of one driver', async () => {
    const [driver] = await onlyAutopilots(ctx, 'premium', 1);
    const ana = await traveller(ctx);
    const first = (await book(ana.client, { rideOptionId: 'premium' })).json<RideBookingResult>();
    const second = (
      await book(ana.client, { rideOptionId: 'premium', scheduledTime: scheduleSlots(ctx.clock.now())[30] })
    ).json<RideBookingResult>();
    const [row] = await ctx.database.db.select().from(rides).where(eq(rides.id, first.id));
    const moveOnto = ctx.database.db.update(rides).set({ occupied: row!.occupied }).where(eq(rides.id, second.id));
    await expect(moveOnto.then(() => 'written', sqlState)).resolves.toBe('23P01');
    // Once the first ride is over, the window is free again.
    await ctx.database.db.update(rides).set({ status: 'completed' }).where(eq(rides.id, first.id));
    await ctx.database.db.update(rides).set({ occupied: row!.occupied }).where(eq(rides.id, second.id));
    const [moved] = await ctx.database.db.select().from(rides).where(eq(rides.id, second.id));
    expect(moved!.driverId).toBe(driver);
  });
});
