import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authEvents, mailMessages, newsletterSubscriptions } from '@server/db/schema.ts';
import { TestClock } from '@server/lib/clock.ts';
import { signedUpClient, uniqueEmail } from '@server/modules/auth/test-support.ts';
import { claimMailSend } from '@server/modules/mail/public.ts';
import { requestSubscription } from '@server/modules/newsletter/test-support.ts';
import { TestClient, createTestContext, type TestContext } from '../helpers.ts';

const HOUR = 3_600_000;

describe('no mail floods: e-mails anyone can trigger are limited per recipient', () => {
  let ctx: TestContext;
  const clock = new TestClock('2030-04-01T09:00:00Z');
  beforeAll(async () => {
    ctx = await createTestContext({
      clock,
      poolSize: 8,
      rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 10_000 },
    });
  });
  afterAll(() => ctx.close());

  const mailsTo = (email: string, kind: string) =>
    ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, email.toLowerCase()), eq(mailMessages.kind, kind)));
  const subscribe = (email: string) =>
    requestSubscription(
      { db: ctx.database.db, config: ctx.config },
      email,
      null,
      'https://escazo.example',
      clock.now(),
    );

  it('newsletter: 30 requests for one address keep one pending confirmation and send one e-mail', async () => {
    const email = uniqueEmail('news');
    await Promise.all(Array.from({ length: 30 }, () => subscribe(email)));
    expect(await mailsTo(email, 'newsletter-confirm')).toHaveLength(1);
    const rows = await ctx.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('pending');
    // The link that went out still works: no later request replaced its token.
    const [mail] = await mailsTo(email, 'newsletter-confirm');
    const token = /confirm\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect((await new TestClient(ctx.app).post('/api/newsletter/confirm', { token })).statusCode).toBe(200);
  });

  it('newsletter: a repeat re-sends only after the cool-down, and at most 3 a day', async () => {
    const email = uniqueEmail('news-again');
    await subscribe(email);
    await subscribe(email);
    expect(await mailsTo(email, 'newsletter-confirm')).toHaveLength(1);
    for (let i = 0; i < 5; i++) {
      clock.advance(HOUR + 1000);
      await subscribe(email);
    }
    expect(await mailsTo(email, 'newsletter-confirm')).toHaveLength(3);
    clock.advance(24 * HOUR);
    await subscribe(email);
    expect(await mailsTo(email, 'newsletter-confirm')).toHaveLength(4);
  });

  it('newsletter: every request answers like the first, from one client', async () => {
    const client = new TestClient(ctx.app);
    const email = uniqueEmail('news-answer');
    const first = await client.post('/api/newsletter', { email });
    expect(first.statusCode).toBe(202);
    for (let i = 0; i < 9; i++) {
      const again = await client.post('/api/newsletter', { email });
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.json()).toEqual(first.json());
    }
  });

  it('password reset: 30 requests for one account from 30 addresses send at most 3 e-mails an hour', async () => {
    const { email } = await signedUpClient(ctx);
    const answers = [];
    for (let i = 0; i < 30; i++) {
      const res = await new TestClient(ctx.app).request({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email },
        remoteAddress: `10.77.0.${i + 1}`,
      });
      answers.push(res.statusCode);
    }
    expect(new Set(answers)).toEqual(new Set([202]));
    // The work runs after each answer: wait until all 30 requests are recorded.
    const requested = () =>
      ctx.database.db
        .select()
        .from(authEvents)
        .where(and(eq(authEvents.email, email), eq(authEvents.type, 'password_reset_requested')));
    const events = await vi.waitFor(
      async () => {
        const rows = await requested();
        if (rows.length < 30) throw new Error(`${rows.length} of 30 reset requests recorded`);
        return rows;
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(events.filter((e) => e.outcome === 'success')).toHaveLength(3);
    expect(events.filter((e) => e.outcome === 'ignored')).toHaveLength(27);
    expect(await mailsTo(email, 'password-reset')).toHaveLength(3);
  });

  it('claims a limited send in one statement: 20 concurrent claims, exactly 3 succeed', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => claimMailSend(ctx.database.db, email, 'password-reset', clock.now())),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    clock.advance(HOUR);
    expect(await claimMailSend(ctx.database.db, email, 'password-reset', clock.now())).toBe(true);
  });
});
