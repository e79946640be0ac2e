import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TestClient, type TestContext } from '@server-test/helpers.ts';
import { deals, mailMessages, newsletterSubscriptions } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { appOnSameDatabase } from '../jobs/test-support.ts';
import { schedule } from '../jobs/public.ts';
import { nextDigestJob, nextDigestSlot, sendDigest } from './digest.ts';

/**
 * Concurrent digest runners and subscribers: real races on PostgreSQL (TEST_DATABASE_URL),
 * serialised on PGlite; the counts must hold on both.
 */
const clock = new TestClock('2030-01-02T10:00:00Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    clock,
    poolSize: 8,
    publicUrl: 'https://escazo.example',
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
  });
  const deal = (id: string, title: string) => ({
    id,
    type: 'hotel',
    title,
    description: '2 nights · Deluxe King',
    location: 'Lisbon, Portugal',
    cityId: null,
    originalAmount: 50_000,
    discountedAmount: 35_000,
    currency: 'USD',
    discountPercentage: 30,
    rating: 4.5,
    imageUrl: '/media/x.svg',
    validUntil: new Date('2030-06-01T00:00:00Z'),
    featured: true,
    offerRequest: {},
    baselineKey: `hotel:${id}`,
    computedAt: clock.now(),
  });
  await ctx.database.db.insert(deals).values([deal('race-d1', 'Hotel Alfama'), deal('race-d2', 'Hotel Belém')]);
}, 120_000);
afterAll(() => ctx?.close());

/** Confirmed subscribers inserted directly: more than two claim batches of 100. */
async function confirmedSubscribers(prefix: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i}@example.com`);
  await ctx.database.db.insert(newsletterSubscriptions).values(
    emails.map((email, i) => ({
      email,
      status: 'confirmed',
      unsubscribeToken: `${prefix}-unsub-${i}`,
      confirmedAt: clock.now(),
    })),
  );
  return emails;
}

/** How many digest e-mails each address of the prefix received. */
async function digestsPerAddress(prefix: string): Promise<Map<string, number>> {
  const rows = await ctx.database.db
    .select({ to: mailMessages.to, n: sql<number>`count(*)::int` })
    .from(mailMessages)
    .where(and(eq(mailMessages.kind, 'newsletter-digest'), sql`${mailMessages.to} like ${`${prefix}-%`}`))
    .groupBy(mailMessages.to);
  return new Map(rows.map((r) => [r.to, r.n]));
}

describe('concurrent newsletter digests', () => {
  it(
    'three runners of the same week at once: every confirmed subscriber gets exactly one digest',
    { timeout: 120_000 },
    async () => {
      const emails = await confirmedSubscribers('twice', 250);
      const slot = nextDigestSlot(clock.now());
      clock.set(slot);
      const deps = { db: ctx.database.db, config: ctx.config, origin: 'https://escazo.example' };
      const sent = await Promise.all([
        sendDigest(deps, slot, clock.now()),
        sendDigest(deps, slot, clock.now()),
        sendDigest(deps, slot, clock.now()),
      ]);
      expect(sent.reduce((a, b) => a + b, 0)).toBe(emails.length);
      const perAddress = await digestsPerAddress('twice');
      expect(perAddress.size).toBe(emails.length);
      expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
    },
  );

  it('the job on two app instances at once sends each subscriber one digest', { timeout: 120_000 }, async () => {
    const emails = await confirmedSubscribers('job', 230);
    const job = nextDigestJob(clock.now());
    await schedule(ctx.database.db, job);
    const other = await appOnSameDatabase(ctx, clock);
    try {
      clock.set(job.runAt);
      await Promise.all([ctx.app.jobs.runDueJobs(), other.jobs.runDueJobs()]);
    } finally {
      await other.close();
    }
    const perAddress = await digestsPerAddress('job');
    expect(perAddress.size).toBe(emails.length);
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
    // This is the next week's slot: the first test's subscribers get it once too.
    const earlier = await digestsPerAddress('twice');
    expect([...earlier.values()].every((n) => n === 2)).toBe(true);
  });
});

describe('concurrent newsletter subscriptions', () => {
  it(
    '20 subscriptions of one address (mixed case) at once: all 202, one row, one confirmation e-mail',
    { timeout: 120_000 },
    async () => {
      const spellings = [
        'Same.Reader@Example.com',
        'same.reader@example.com',
        'SAME.READER@EXAMPLE.COM',
        'same.Reader@example.COM',
      ];
      const clients = Array.from({ length: 20 }, () => new TestClient(ctx.app));
      // Every client has its CSRF token first, so the 20 subscriptions themselves run together.
      await Promise.all(clients.map((c) => c.csrfToken()));
      const responses = await Promise.all(
        clients.map((c, i) => c.post('/api/newsletter', { email: spellings[i % spellings.length] })),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 202));
      // The upsert and the e-mail run after each answer: one pending confirmation per address, so
      // the first sends the link and the 19 others, within the cool-down, send nothing.
      const mails = () =>
        ctx.database.db
          .select()
          .from(mailMessages)
          .where(and(eq(mailMessages.to, 'same.reader@example.com'), eq(mailMessages.kind, 'newsletter-confirm')));
      await expect.poll(async () => (await mails()).length, { timeout: 30_000 }).toBe(1);
      const rows = await ctx.database.db
        .select()
        .from(newsletterSubscriptions)
        .where(sql`lower(${newsletterSubscriptions.email}) = 'same.reader@example.com'`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'same.reader@example.com', status: 'pending' });
      // Every mail carries the one unsubscribe token.
      expect(new Set((await mails()).map((m) => /unsubscribe\?token=([\w-]+)/.exec(m.text)![1]))).toEqual(
        new Set([rows[0]!.unsubscribeToken]),
      );
    },
  );
});
