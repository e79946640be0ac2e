import { count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDailyStats, AdminOverview } from '@escazo/contracts/admin';
import { addDays, dayOf } from '@escazo/contracts/dates';
import { authEvents, bookings, sessions, users } from '@server/db/schema.ts';
import { TestClient, createTestContext, testDriver, type TestContext } from '@server-test/helpers.ts';
import { signedUpClient, uniqueEmail } from '../../auth/test-support.ts';
import { clientWithRole } from '../test-support.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof clientWithRole>>;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 1000 } });
  admin = await clientWithRole(ctx, 'User Manager', 'stats');
});
afterAll(() => ctx.close());

const HOUR = 60 * 60 * 1000;

async function addBooking(userId: string, createdAt: Date) {
  await ctx.database.db.insert(bookings).values({
    id: crypto.randomUUID(),
    userId,
    offerId: 'offer',
    confirmationCode: `C${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    type: 'hotel',
    status: 'confirmed',
    title: 'Hotel Lumière',
    destination: 'Paris',
    startDate: '2026-12-01',
    endDate: '2026-12-03',
    startsAt: new Date('2026-12-01T15:00:00Z'),
    product: {},
    baseAmount: 20000,
    taxesAmount: 2000,
    totalAmount: 22000,
    currency: 'USD',
    policyKind: 'flexible',
    contactEmail: 'a@example.com',
    contactPhone: '+15550100',
    createdAt,
  });
}

async function failedSignInAt(at: Date) {
  await ctx.database.db
    .insert(authEvents)
    .values({ type: 'sign_in', outcome: 'failure', email: 'x@example.com', ipAddress: '203.0.113.1', createdAt: at });
}

const overview = async () => {
  const res = await admin.client.get('/api/admin/overview');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOverview>();
};

describe(`GET /api/admin/overview (${testDriver})`, () => {
  it('counts live sessions, failed sign-ins of the last 24 hours, users and bookings', async () => {
    const before = await overview();
    expect(before.usersTotal).toBeGreaterThanOrEqual(1);
    expect(before.activeSessions).toBeGreaterThanOrEqual(1);

    const traveller = await signedUpClient(ctx, uniqueEmail('counted'));
    const wrong = await new TestClient(ctx.app).post('/api/auth/sign-in', {
      email: traveller.email,
      password: 'Wrong-Password-123',
      rememberMe: false,
    });
    expect(wrong.statusCode).toBe(401);
    await failedSignInAt(new Date(Date.now() - 25 * HOUR));
    await addBooking(traveller.user.id, new Date());
    // An expired session is not active.
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - HOUR) })
      .where(eq(sessions.userId, admin.user.id));
    const adminFresh = await clientWithRole(ctx, 'User Manager', 'stats2');

    const after = await adminFresh.client.get('/api/admin/overview').then((r) => r.json<AdminOverview>());
    expect(after.usersTotal).toBe(before.usersTotal + 2);
    expect(after.bookingsTotal).toBe(before.bookingsTotal + 1);
    expect(after.failedSignIns24h).toBe(before.failedSignIns24h + 1);
    // + the traveller and the new admin, - the expired one.
    expect(after.activeSessions).toBe(before.activeSessions + 1);
    admin = adminFresh;
  });
});

describe(`GET /api/admin/stats/daily (${testDriver})`, () => {
  it('answers one zero-filled entry per UTC day, oldest first, today last', async () => {
    const today = dayOf(new Date());
    const noonOf = (day: string) => new Date(`${day}T12:00:00.000Z`);
    const daily = async () => {
      const res = await admin.client.get('/api/admin/stats/daily?days=7');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AdminDailyStats>().days;
    };
    const before = await daily();
    expect(before.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));

    const someone = await signedUpClient(ctx, uniqueEmail('daily'));
    await ctx.database.db
      .update(users)
      .set({ createdAt: noonOf(addDays(today, -3)) })
      .where(eq(users.id, someone.user.id));
    await addBooking(someone.user.id, noonOf(addDays(today, -3)));
    await addBooking(someone.user.id, noonOf(addDays(today, -1)));
    await failedSignInAt(noonOf(addDays(today, -1)));
    await failedSignInAt(noonOf(addDays(today, -1)));
    await failedSignInAt(noonOf(addDays(today, -9)));

    const after = await daily();
    const delta = after.map((d, i) => ({
      day: d.day,
      signUps: d.signUps - before[i]!.signUps,
      bookings: d.bookings - before[i]!.bookings,
      failedSignIns: d.failedSignIns - before[i]!.failedSignIns,
    }));
    const zero = (day: string) => ({ day, signUps: 0, bookings: 0, failedSignIns: 0 });
    expect(delta).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)).map((day) => {
        if (day === addDays(today, -3)) return { day, signUps: 1, bookings: 1, failedSignIns: 0 };
        if (day === addDays(today, -1)) return { day, signUps: 0, bookings: 1, failedSignIns: 2 };
        return zero(day);
      }),
    );
    // Days without any event are zeros.
    expect(after.find((d) => d.day === addDays(today, -5))).toEqual(zero(addDays(today, -5)));
    const [createdToday] = await ctx.database.db
      .select({ n: count() })
      .from(users)
      .where(gte(users.createdAt, new Date(`${today}T00:00:00.000Z`)));
    expect(after.at(-1)!.signUps).toBe(createdToday!.n);

    expect((await admin.client.get('/api/admin/stats/daily')).json<AdminDailyStats>().days).toHaveLength(30);
    expect((await admin.client.get('/api/admin/stats/daily?days=0')).statusCode).toBe(400);
    expect((await admin.client.get('/api/admin/stats/daily?days=366')).statusCode).toBe(400);
  });
});
