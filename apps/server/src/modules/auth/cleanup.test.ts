import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '@server-test/helpers.ts';
import {
  knownDevices,
  mailSendCounts,
  passwordResetTokens,
  scheduledJobs,
  sessions,
  signInThrottle,
  signUpRequests,
} from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { scheduleMailCleanup } from '../mail/public.ts';
import { AUTH_CLEANUP_JOB, ENDED_LINK_KEEP_MS, scheduleAuthCleanup } from './cleanup-job.ts';
import { DEVICE_MS } from './known-devices.ts';
import { GOOD_PASSWORD, requestResetLink, signedUpClient, uniqueEmail } from './test-support.ts';
import { accountKey, addressKey, pairKey, throttleRow } from './throttle.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = new TestClock('2030-05-10T12:00:00Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ clock, rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 } });
}, 240_000);
afterAll(() => ctx?.close());

const at = (msFromNow: number) => new Date(clock.now().getTime() + msFromNow);
const pending = (kind: string) =>
  ctx.database.db
    .select()
    .from(scheduledJobs)
    .where(and(eq(scheduledJobs.kind, kind), isNull(scheduledJobs.doneAt)));
const keysOf = async <T extends Record<string, unknown>>(rows: Promise<T[]>, key: keyof T) =>
  (await rows).map((r) => String(r[key])).sort();

describe('the daily sign-in housekeeping (auth.cleanup and mail.cleanup)', () => {
  it('deletes ended sessions, week-old ended links, year-unused devices and spent counters, and keeps the rest', async () => {
    const { user, email } = await signedUpClient(ctx);
    const db = ctx.database.db;
    const now = clock.now();
    await db.insert(sessions).values([
      { idHash: 'ended-session', userId: user.id, expiresAt: at(-1000), createdAt: at(-DAY), lastSeenAt: at(-DAY) },
      { idHash: 'live-session', userId: user.id, expiresAt: at(DAY), createdAt: now, lastSeenAt: now },
    ]);
    await db.insert(passwordResetTokens).values([
      { tokenHash: 'reset-expired-long-ago', userId: user.id, expiresAt: at(-ENDED_LINK_KEEP_MS - 1000) },
      { tokenHash: 'reset-expired-lately', userId: user.id, expiresAt: at(-DAY) },
      {
        tokenHash: 'reset-used-long-ago',
        userId: user.id,
        expiresAt: at(HOUR),
        usedAt: at(-ENDED_LINK_KEEP_MS - 1000),
      },
    ]);
    const signUp = { email: uniqueEmail('pending'), name: 'Ana', passwordHash: 'x', createdAt: now };
    await db.insert(signUpRequests).values([
      { ...signUp, tokenHash: 'sign-up-old', expiresAt: at(-ENDED_LINK_KEEP_MS - 1000) },
      { ...signUp, tokenHash: 'sign-up-live', expiresAt: at(HOUR) },
    ]);
    await db.insert(knownDevices).values([
      {
        tokenHash: 'device-forgotten',
        userId: user.id,
        createdAt: at(-DEVICE_MS - DAY),
        lastUsedAt: at(-DEVICE_MS - 1),
      },
      { tokenHash: 'device-used', userId: user.id, createdAt: at(-DEVICE_MS - DAY), lastUsedAt: at(-DAY) },
    ]);
    await db.insert(signInThrottle).values([
      { key: 'spent', failures: 7, windowStartedAt: at(-DAY - 1000), lockedUntil: at(-1000) },
      { key: 'still-locked', failures: 30, windowStartedAt: at(-DAY - 1000), lockedUntil: at(DAY) },
      { key: 'window-open', failures: 2, windowStartedAt: at(-HOUR), lockedUntil: null },
    ]);
    await db.insert(mailSendCounts).values([
      { recipient: email, kind: 'password-reset', windowStartedAt: at(-DAY - 1000), sent: 3 },
      { recipient: email, kind: 'two-factor-code', windowStartedAt: at(-HOUR), sent: 1 },
    ]);

    await scheduleAuthCleanup(db, now);
    await scheduleAuthCleanup(db, now);
    await scheduleMailCleanup(db, now);
    expect((await pending(AUTH_CLEANUP_JOB)).map((j) => j.runAt.toISOString())).toEqual(['2030-05-11T03:15:00.000Z']);
    expect((await pending('mail.cleanup')).map((j) => j.runAt.toISOString())).toEqual(['2030-05-11T03:30:00.000Z']);

    clock.set('2030-05-11T03:31:00Z');
    // The rows above were placed against 12:00 the day before; 15 h 31 min later each is still on the
    // side of its rule it was made for.
    const summary = await ctx.app.jobs.runDueJobs();
    expect(summary).toMatchObject({ done: 2, failed: 0 });

    expect(await keysOf(db.select().from(sessions).where(eq(sessions.userId, user.id)), 'idHash')).not.toContain(
      'ended-session',
    );
    expect(await keysOf(db.select().from(sessions), 'idHash')).toContain('live-session');
    const resets = await keysOf(db.select().from(passwordResetTokens), 'tokenHash');
    expect(resets).toContain('reset-expired-lately');
    expect(resets).not.toContain('reset-expired-long-ago');
    expect(resets).not.toContain('reset-used-long-ago');
    const signUps = await keysOf(db.select().from(signUpRequests), 'tokenHash');
    expect(signUps).toContain('sign-up-live');
    expect(signUps).not.toContain('sign-up-old');
    const devices = await keysOf(db.select().from(knownDevices), 'tokenHash');
    expect(devices).toContain('device-used');
    expect(devices).not.toContain('device-forgotten');
    const throttles = await keysOf(db.select().from(signInThrottle), 'key');
    expect(throttles).toEqual(expect.arrayContaining(['still-locked', 'window-open']));
    expect(throttles).not.toContain('spent');
    const counts = await keysOf(db.select().from(mailSendCounts).where(eq(mailSendCounts.recipient, email)), 'kind');
    expect(counts).toContain('two-factor-code');
    expect(counts).not.toContain('password-reset');

    // Each run scheduled its next.
    expect((await pending(AUTH_CLEANUP_JOB)).map((j) => j.runAt.toISOString())).toEqual(['2030-05-12T03:15:00.000Z']);
    expect((await pending('mail.cleanup')).map((j) => j.runAt.toISOString())).toEqual(['2030-05-12T03:30:00.000Z']);
  });
});

describe('a password reset', () => {
  it("forgets the account's sign-in failures, so its owner signs in at once; the address's own count stays", async () => {
    const { email } = await signedUpClient(ctx);
    const stranger = new TestClient(ctx.app);
    // Five failures lock the account from this address; the sixth try is refused unchecked.
    for (let i = 0; i < 6; i++) {
      await stranger.post('/api/auth/sign-in', { email, password: `Wrong-Guess-${i}-xx`, rememberMe: false });
    }
    const owner = new TestClient(ctx.app);
    const locked = await owner.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD, rememberMe: false });
    expect(locked.statusCode).toBe(429);
    const ip = '127.0.0.1';
    expect((await throttleRow(ctx.database.db, pairKey(email, ip)))?.failures).toBe(5);
    const addressBefore = (await throttleRow(ctx.database.db, addressKey(ip)))?.failures ?? 0;

    const { token } = await requestResetLink(ctx, email);
    const newPassword = 'Quiet-Mountain-River-77';
    const reset = await owner.post('/api/auth/password-reset/confirm', { token, password: newPassword });
    expect(reset.statusCode).toBe(200);
    expect(await throttleRow(ctx.database.db, pairKey(email, ip))).toBeUndefined();
    expect(await throttleRow(ctx.database.db, accountKey(email))).toBeUndefined();
    expect((await throttleRow(ctx.database.db, addressKey(ip)))?.failures).toBe(addressBefore);

    const signedIn = await owner.post('/api/auth/sign-in', { email, password: newPassword, rememberMe: false });
    expect(signedIn.statusCode).toBe(200);
  });
});
