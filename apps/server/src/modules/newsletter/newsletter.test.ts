import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertMinor } from '@escazo/contracts/currency';
import { createTestContext, TestClient, type TestContext } from '@server-test/helpers.ts';
import { deals, mailMessages, newsletterSubscriptions, scheduledJobs } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient } from '../auth/test-support.ts';
import { loadRates } from '../currency/public.ts';
import { NEWSLETTER_DIGEST, nextDigestSlot, sendDigest } from './digest.ts';
import { scheduleNewsletterDigest } from './public.ts';
import { requestSubscription } from './service.ts';

const clock = new TestClock('2030-01-02T10:00:00Z');
let ctx: TestContext;
let n = 0;
const uniqueEmail = () => `reader${++n}.${Date.now()}@Example.com`;

const mailsTo = (email: string, kind: string) =>
  ctx.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email.toLowerCase()), eq(mailMessages.kind, kind)));
const subscription = async (email: string) =>
  (
    await ctx.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email.toLowerCase()))
  )[0];
const tokenIn = (text: string, path: 'confirm' | 'unsubscribe') =>
  new RegExp(`/newsletter/${path}\\?token=([\\w-]+)`).exec(text)![1]!;

/** Subscribes through the API (signed out unless a client is given) and gives back the e-mailed confirmation mail's tokens. */
async function subscribe(email: string, mailsBefore = 0, client = new TestClient(ctx.app)) {
  const res = await client.post('/api/newsletter', { email });
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual({ status: 'pending' });
  await expect.poll(async () => (await mailsTo(email, 'newsletter-confirm')).length).toBe(mailsBefore + 1);
  const mail = (await mailsTo(email, 'newsletter-confirm'))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .at(-1)!;
  return { mail, confirm: tokenIn(mail.text, 'confirm'), unsubscribe: tokenIn(mail.text, 'unsubscribe') };
}
const post = (url: string, body: unknown) => ctx.client.post(url, body);
const errorCode = (res: { json: <T>() => T }) => res.json<{ error: { code: string } }>().error.code;

beforeAll(async () => {
  ctx = await createTestContext({
    clock,
    publicUrl: 'https://escazo.example',
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
  });
});
afterAll(() => ctx?.close());

describe('POST /api/newsletter', () => {
  it('keeps a pending subscription and e-mails a confirmation link that stores only its hash', async () => {
    const email = uniqueEmail();
    const { mail, confirm, unsubscribe } = await subscribe(email);
    expect(mail.subject).toBe('Confirm your Escazo newsletter subscription');
    expect(mail.text).toContain(`https://escazo.example/newsletter/confirm?token=${confirm}`);
    expect(mail.text).toContain(`https://escazo.example/newsletter/unsubscribe?token=${unsubscribe}`);
    expect(Buffer.from(confirm, 'base64url')).toHaveLength(32);
    const row = await subscription(email);
    expect(row).toMatchObject({ email: email.toLowerCase(), status: 'pending', unsubscribeToken: unsubscribe });
    expect(row!.confirmTokenHash).not.toBe(confirm);
    expect(row!.confirmExpiresAt).toEqual(new Date(clock.now().getTime() + 48 * 3_600_000));
  });

  it('answers the same for a confirmed address and sends it nothing', async () => {
    const email = uniqueEmail();
    const { confirm } = await subscribe(email);
    expect((await post('/api/newsletter/confirm', { token: confirm })).statusCode).toBe(200);
    const res = await post('/api/newsletter', { email });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'pending' });
    // The same work the route runs after answering, awaited here.
    await requestSubscription(
      { db: ctx.database.db, config: ctx.config },
      email,
      null,
      'https://escazo.example',
      clock.now(),
    );
    expect(await mailsTo(email, 'newsletter-confirm')).toHaveLength(1);
    expect((await subscription(email))!.status).toBe('confirmed');
  });

  it('refuses a malformed address with a typed 400', async () => {
    const res = await post('/api/newsletter', { email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('confirms once with the e-mailed token', async () => {
    const email = uniqueEmail();
    const { confirm } = await subscribe(email);
    const res = await post('/api/newsletter/confirm', { token: confirm });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'confirmed' });
    expect(await subscription(email)).toMatchObject({
      status: 'confirmed',
      confirmedAt: clock.now(),
      confirmTokenHash: null,
    });
    const again = await post('/api/newsletter/confirm', { token: confirm });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: { code: 'NEWSLETTER_TOKEN_INVALID', message: 'This link is invalid or has expired.' },
    });
  });

  it('refuses an unknown, an expired and a replaced token', async () => {
    expect(errorCode(await post('/api/newsletter/confirm', { token: 'nope' }))).toBe('NEWSLETTER_TOKEN_INVALID');

    const late = uniqueEmail();
    const { confirm: lateToken } = await subscribe(late);
    clock.advance(48 * 3_600_000);
    const expired = await post('/api/newsletter/confirm', { token: lateToken });
    expect(expired.statusCode).toBe(400);
    expect(errorCode(expired)).toBe('NEWSLETTER_TOKEN_INVALID');

    const email = uniqueEmail();
    const first = await subscribe(email);
    // A repeat within the cool-down sends nothing; after it, a new link replaces the first.
    clock.advance(61 * 60_000);
    const second = await subscribe(email, 1);
    expect(second.unsubscribe).toBe(first.unsubscribe);
    expect(errorCode(await post('/api/newsletter/confirm', { token: first.confirm }))).toBe('NEWSLETTER_TOKEN_INVALID');
    expect((await post('/api/newsletter/confirm', { token: second.confirm })).statusCode).toBe(200);
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('unsubscribes with the token of any newsletter e-mail, idempotently, and a new subscription starts over', async () => {
    const email = uniqueEmail();
    const { confirm, unsubscribe } = await subscribe(email);
    expect((await post('/api/newsletter/confirm', { token: confirm })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await post('/api/newsletter/unsubscribe', { token: unsubscribe });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'unsubscribed' });
      clock.advance(60_000);
    }
    const row = await subscription(email);
    expect(row).toMatchObject({ status: 'unsubscribed', unsubscribedAt: new Date(clock.now().getTime() - 120_000) });

    const again = await subscribe(email, 1);
    expect((await subscription(email))!.status).toBe('pending');
    expect((await post('/api/newsletter/confirm', { token: again.confirm })).statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await post('/api/newsletter/unsubscribe', { token: 'unknown-token' });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe('NEWSLETTER_TOKEN_INVALID');
  });

  it('refuses a token with characters no token has (a NUL byte never reaches the database)', async () => {
    for (const path of ['/api/newsletter/unsubscribe', '/api/newsletter/confirm']) {
      const res = await post(path, { token: 'abc\u0000def' });
      expect(res.statusCode).toBe(400);
      expect(errorCode(res)).toBe('VALIDATION_FAILED');
    }
  });
});

describe('newsletter.digest', () => {
  it('runs Mondays at 09:00 UTC', () => {
    expect(nextDigestSlot(new Date('2030-01-07T08:59:59Z'))).toEqual(new Date('2030-01-07T09:00:00Z')); // a Monday
    expect(nextDigestSlot(new Date('2030-01-07T09:00:00Z'))).toEqual(new Date('2030-01-14T09:00:00Z'));
    expect(nextDigestSlot(new Date('2030-01-06T23:00:00Z'))).toEqual(new Date('2030-01-07T09:00:00Z'));
    expect(nextDigestSlot(new Date('2030-01-09T12:00:00Z'))).toEqual(new Date('2030-01-14T09:00:00Z'));
  });

  it('sends the featured deals to confirmed subscribers once per week, with an unsubscribe link', async () => {
    const { db } = ctx.database;
    const deal = (id: string, title: string, featured: boolean, percent: number) => ({
      id,
      type: 'hotel',
      title,
      description: '2 nights · Deluxe King',
      location: 'Lisbon, Portugal',
      cityId: null,
      originalAmount: 50_000,
      discountedAmount: 50_000 - percent * 500,
      currency: 'USD',
      discountPercentage: percent,
      rating: 4.5,
      imageUrl: '/media/x.svg',
      validUntil: new Date('2030-06-01T00:00:00Z'),
      featured,
      offerRequest: {},
      baselineKey: `hotel:${id}`,
      computedAt: clock.now(),
    });
    await db
      .insert(deals)
      .values([
        deal('d1', 'Hotel Alfama', true, 30),
        deal('d2', 'Hotel Belém', true, 20),
        deal('d3', 'Hotel Quiet', false, 16),
      ]);

    const confirmed = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    const tokens = new Map<string, string>();
    for (const email of confirmed) {
      const t = await subscribe(email);
      tokens.set(email, t.unsubscribe);
      expect((await post('/api/newsletter/confirm', { token: t.confirm })).statusCode).toBe(200);
    }
    // A signed-in user who subscribes their own address is linked to it and reads prices in yen.
    const reader = await signedUpClient(ctx, uniqueEmail());
    const yenReader = await reader.client.request({
      method: 'PATCH',
      url: '/api/me/preferences',
      payload: { account: { currency: 'JPY' } },
    });
    expect(yenReader.statusCode, yenReader.body).toBe(200);
    const readerTokens = await subscribe(reader.email, 0, reader.client);
    expect((await subscription(reader.email))!.userId).toBe(reader.user.id);
    expect((await post('/api/newsletter/confirm', { token: readerTokens.confirm })).statusCode).toBe(200);
    const pending = uniqueEmail();
    await subscribe(pending);
    const gone = uniqueEmail();
    const goneTokens = await subscribe(gone);
    await post('/api/newsletter/confirm', { token: goneTokens.confirm });
    await post('/api/newsletter/unsubscribe', { token: goneTokens.unsubscribe });
    const everyConfirmed = (
      await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.status, 'confirmed'))
    ).length;

    await scheduleNewsletterDigest(db, clock.now());
    await scheduleNewsletterDigest(db, clock.now());
    const jobs = await db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, NEWSLETTER_DIGEST), isNull(scheduledJobs.doneAt)));
    expect(jobs).toHaveLength(1);
    const slot = jobs[0]!.runAt;
    expect(slot).toEqual(nextDigestSlot(clock.now()));

    clock.set(slot);
    await ctx.app.jobs.runDueJobs();
    for (const email of confirmed) {
      const [mail, ...more] = await mailsTo(email, 'newsletter-digest');
      expect(more).toEqual([]);
      expect(mail!.subject).toBe("This week's Escazo deals");
      expect(mail!.text).toContain('Hotel Alfama, Lisbon, Portugal: $350 instead of $500 (30% off');
      expect(mail!.text).toContain('Hotel Belém');
      expect(mail!.text).not.toContain('Hotel Quiet');
      expect(mail!.text).toContain('https://escazo.example/deals');
      expect(mail!.text).toContain(`https://escazo.example/newsletter/unsubscribe?token=${tokens.get(email)}`);
    }
    const rates = await loadRates(db);
    const yen = (cents: number) => `¥${convertMinor(cents, 'USD', 'JPY', rates).toLocaleString('en-US')}`;
    const [readerMail, ...readerMore] = await mailsTo(reader.email, 'newsletter-digest');
    expect(readerMore).toEqual([]);
    expect(readerMail!.text).toContain(
      `Hotel Alfama, Lisbon, Portugal: ${yen(35_000)} instead of ${yen(50_000)} (30% off`,
    );
    expect(readerMail!.text).not.toContain('$');
    expect(await mailsTo(pending, 'newsletter-digest')).toEqual([]);
    expect(await mailsTo(gone, 'newsletter-digest')).toEqual([]);
    const allDigests = await db.select().from(mailMessages).where(eq(mailMessages.kind, 'newsletter-digest'));
    expect(allDigests).toHaveLength(everyConfirmed);

    // A re-run of the same week sends nothing; the next week is scheduled.
    expect(await sendDigest({ db, config: ctx.config, origin: 'https://escazo.example' }, slot, clock.now())).toBe(0);
    expect(await db.select().from(mailMessages).where(eq(mailMessages.kind, 'newsletter-digest'))).toHaveLength(
      everyConfirmed,
    );
    const next = await db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, NEWSLETTER_DIGEST), isNull(scheduledJobs.doneAt)));
    expect(next.map((j) => j.runAt)).toEqual([new Date(slot.getTime() + 7 * 86_400_000)]);
  });
});
