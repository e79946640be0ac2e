import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authEvents, mailMessages, users } from '@server/db/schema.ts';
import { GOOD_PASSWORD, signUpLinkToken, signedUpClient, uniqueEmail } from '@server/modules/auth/test-support.ts';
import { TestClient, createTestContext, type TestContext } from '../helpers.ts';

describe('sign-up tells nobody whether an address is registered', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimit: { globalPerMinute: 10_000, formsPerTenMinutes: 10_000 } });
  });
  afterAll(() => ctx.close());

  const mailsTo = (email: string, kind: string) =>
    ctx.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, email.toLowerCase()), eq(mailMessages.kind, kind)));
  const signUp = (email: string, password = 'Another-Secret-77') =>
    new TestClient(ctx.app).post('/api/auth/sign-up', { fullName: 'Someone Else', email, password });

  it('answers a registered and a new address alike, and e-mails the registered address its owner', async () => {
    const owner = await signedUpClient(ctx);
    const taken = await signUp(owner.email.toUpperCase());
    const fresh = await signUp(uniqueEmail('fresh'));
    expect(taken.statusCode).toBe(202);
    expect(fresh.statusCode).toBe(202);
    expect(taken.json()).toEqual(fresh.json());
    expect(taken.json()).toEqual({ status: 'check-email' });
    // No session for either: the account is created by the link its mailbox receives.
    expect(taken.headers['set-cookie']?.toString() ?? '').not.toContain('escazo_session');
    expect(fresh.headers['set-cookie']?.toString() ?? '').not.toContain('escazo_session');

    const [notice] = await vi.waitFor(
      async () => {
        const mails = await mailsTo(owner.email, 'sign-up-existing');
        if (!mails.length) throw new Error('no notice yet');
        return mails;
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(notice!.subject).toBe('Someone tried to sign up with your address');
    expect(notice!.text).toContain('/forgot-password');
    // The owner's account and password are untouched; no sign-up link was made for it.
    expect(await mailsTo(owner.email, 'sign-up-confirm')).toHaveLength(1);
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows).toHaveLength(1);
    expect(
      (await new TestClient(ctx.app).post('/api/auth/sign-in', { email: owner.email, password: GOOD_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('a link followed after the address got its account answers a typed 409, never a second account', async () => {
    const email = uniqueEmail('twice');
    expect((await signUp(email)).statusCode).toBe(202);
    const firstToken = await signUpLinkToken(ctx, email);
    expect((await signUp(email, 'Yet-Another-Secret-88')).statusCode).toBe(202);
    await vi.waitFor(
      async () => {
        if ((await mailsTo(email, 'sign-up-confirm')).length < 2) throw new Error('no second link yet');
      },
      { timeout: 10_000, interval: 20 },
    );
    expect((await new TestClient(ctx.app).post('/api/auth/sign-up/confirm', { token: firstToken })).statusCode).toBe(
      201,
    );
    const mails = await mailsTo(email, 'sign-up-confirm');
    const tokens = mails.map((m) => /token=([A-Za-z0-9_-]+)/.exec(m.text)![1]!);
    const second = tokens.find((t) => t !== firstToken)!;
    const res = await new TestClient(ctx.app).post('/api/auth/sign-up/confirm', { token: second });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_TAKEN');
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('limits the e-mails one address can be sent through the form', async () => {
    const owner = await signedUpClient(ctx);
    for (let i = 0; i < 10; i++) expect((await signUp(owner.email)).statusCode).toBe(202);
    const fresh = uniqueEmail('flood');
    for (let i = 0; i < 10; i++) expect((await signUp(fresh)).statusCode).toBe(202);
    // The work runs after each answer: wait until every request has been handled.
    const ignored = async (email: string) =>
      (
        await ctx.database.db
          .select()
          .from(authEvents)
          .where(and(eq(authEvents.email, email), eq(authEvents.type, 'sign_up'), eq(authEvents.outcome, 'ignored')))
      ).length;
    await vi.waitFor(
      async () => {
        if ((await ignored(owner.email)) < 10) throw new Error('notices not all handled yet');
        if ((await ignored(fresh)) < 7 || (await mailsTo(fresh, 'sign-up-confirm')).length < 3)
          throw new Error('links not all handled yet');
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(await mailsTo(owner.email, 'sign-up-existing')).toHaveLength(3);
    expect(await mailsTo(fresh, 'sign-up-confirm')).toHaveLength(3);
  });
});
