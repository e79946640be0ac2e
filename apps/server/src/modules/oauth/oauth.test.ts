import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { OAuthProviderId } from '@escazo/contracts/oauth';
import { loadConfig } from '@server/config.ts';
import { authEvents, oauthAccounts, users } from '@server/db/schema.ts';
import { createTestContext, TestClient, type TestContext } from '@server-test/helpers.ts';
import { sessionSetCookie, signedUpClient, uniqueEmail } from '../auth/test-support.ts';
import { enableEmailTwoFactor, enableTotp, setCookie } from '../two-factor/test-support.ts';
import { startTestIssuer, type TestIssuer } from './test-issuer.ts';

/**
 * Social sign-in against a real OpenID provider (oidc-provider) on loopback: the whole
 * authorization code flow with state, nonce and PKCE, nothing fetched beyond 127.0.0.1.
 */
const APP_ORIGIN = 'http://localhost';
const callbackPrefix = (provider: OAuthProviderId) => `${APP_ORIGIN}/api/auth/oauth/${provider}/callback`;
const secrets = {
  google: 'google-test-secret-0123456789',
  facebook: 'facebook-test-secret-0123456789',
  x: 'x-test-secret-0123456789',
};
let counter = 0;
const uniqueSub = (label: string) => `${label}-${Date.now()}-${++counter}`;

let issuer: TestIssuer;
let ctx: TestContext;
let bare: TestContext;

beforeAll(async () => {
  issuer = await startTestIssuer([
    {
      clientId: 'escazo-google',
      clientSecret: secrets.google,
      redirectUri: callbackPrefix('google'),
      auth: 'client_secret_post',
    },
    {
      clientId: 'escazo-facebook',
      clientSecret: secrets.facebook,
      redirectUri: callbackPrefix('facebook'),
      auth: 'client_secret_post',
    },
    { clientId: 'escazo-x', clientSecret: secrets.x, redirectUri: callbackPrefix('x'), auth: 'client_secret_basic' },
  ]);
  const at = (path: string) => `${issuer.issuer}${path}`;
  ctx = await createTestContext({
    oauth: {
      google: { clientId: 'escazo-google', clientSecret: secrets.google, issuer: issuer.issuer },
      facebook: {
        clientId: 'escazo-facebook',
        clientSecret: secrets.facebook,
        authorizationUrl: at('/auth'),
        tokenUrl: at('/token'),
        profileUrl: at('/graph/me?fields=id,name,email'),
      },
      x: {
        clientId: 'escazo-x',
        clientSecret: secrets.x,
        authorizationUrl: at('/auth'),
        tokenUrl: at('/token'),
        profileUrl: at('/2/users/me'),
      },
      stateSecret: undefined,
    },
  });
  bare = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
  await bare?.close();
  await issuer?.close();
});

/** /start in a browser (cookie jar), returning the provider's authorization URL. */
async function start(browser: TestClient, provider: OAuthProviderId, query = '') {
  const res = await browser.get(`/api/auth/oauth/${provider}/start${query}`);
  expect(res.statusCode).toBe(302);
  return { res, authorizationUrl: new URL(res.headers.location as string) };
}

/** The provider's answer arriving at our callback, in the same browser. */
async function callback(browser: TestClient, url: URL) {
  return browser.get(`${url.pathname}${url.search}`);
}

/** A whole sign-in: start → provider login (scripted) → callback. */
async function signInWith(provider: OAuthProviderId, sub: string, query = '', browser = new TestClient(ctx.app)) {
  const { authorizationUrl } = await start(browser, provider, query);
  const back = await issuer.authorize(authorizationUrl.href, sub, callbackPrefix(provider));
  const res = await callback(browser, back);
  return { browser, res, back };
}

async function sessionUser(browser: TestClient) {
  return (await browser.get('/api/auth/session')).json<{ user: { id: string; email: string; name: string } | null }>()
    .user;
}

async function linksOf(provider: OAuthProviderId, subject: string) {
  return ctx.database.db
    .select()
    .from(oauthAccounts)
    .where(eq(oauthAccounts.subject, subject))
    .then((rows) => rows.filter((r) => r.provider === provider));
}

async function lastSignInEvent() {
  const [row] = await ctx.database.db
    .select()
    .from(authEvents)
    .where(eq(authEvents.type, 'sign_in'))
    .orderBy(desc(authEvents.createdAt))
    .limit(1);
  return row!;
}

describe('providers list', () => {
  it('shows every provider as not configured when the server has no OAuth configuration', async () => {
    const res = await bare.client.get('/api/auth/oauth/providers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      providers: [
        { id: 'google', name: 'Google', configured: false },
        { id: 'facebook', name: 'Facebook', configured: false },
        { id: 'x', name: 'X', configured: false },
      ],
    });
  });

  it('shows a provider as configured once its client id and secret are set', async () => {
    const res = await ctx.client.get('/api/auth/oauth/providers');
    expect(res.json<{ providers: { configured: boolean }[] }>().providers.map((p) => p.configured)).toEqual([
      true,
      true,
      true,
    ]);
  });
});

describe('unconfigured provider', () => {
  it('answers /start with PROVIDER_NOT_CONFIGURED and sets no cookie', async () => {
    const res = await bare.client.get('/api/auth/oauth/facebook/start?redirect=/bookings');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'PROVIDER_NOT_CONFIGURED', message: 'Facebook sign-in is not configured on this server.' },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('rejects an unknown provider as a validation error', async () => {
    const res = await bare.client.get('/api/auth/oauth/myspace/start');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
  });

  it('sends a callback back to the login page with oauthError', async () => {
    const res = await bare.client.get('/api/auth/oauth/google/callback?code=abc&state=xyz');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?oauthError=google');
  });
});

describe('OpenID Connect (Google) code flow', () => {
  it('redirects to the provider with state, nonce and PKCE S256, keeping them in a sealed httpOnly cookie', async () => {
    const browser = new TestClient(ctx.app);
    const { res, authorizationUrl } = await start(browser, 'google', '?redirect=/bookings');
    expect(authorizationUrl.origin).toBe(issuer.issuer);
    const q = authorizationUrl.searchParams;
    expect(q.get('client_id')).toBe('escazo-google');
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe(callbackPrefix('google'));
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('escazo_oauth='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).toMatch(/Path=\/api\/auth\/oauth\//);
    // Sealed: neither the state, the nonce nor the PKCE verifier can be read from it.
    expect(cookie).not.toContain(q.get('state')!);
    expect(cookie).not.toContain(q.get('nonce')!);
  });

  it('creates an account without a password, links the identity and signs in', async () => {
    const sub = uniqueSub('g');
    const email = uniqueEmail('google');
    issuer.addPerson({ sub, email, emailVerified: true, name: 'Grace Hopper' });
    const { browser, res } = await signInWith('google', sub, '?redirect=%2Fbookings%3Ftab%3Dupcoming&remember=1');

    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/bookings?tab=upcoming');
    const session = sessionSetCookie(res)!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/Max-Age=2592000/); // remember me: 30 days
    const user = (await sessionUser(browser))!;
    expect(user).toMatchObject({ email, name: 'Grace Hopper' });

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBeNull();
    const links = await linksOf('google', sub);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ userId: user.id, email });
    const event = await lastSignInEvent();
    expect(event).toMatchObject({ outcome: 'success', userId: user.id, details: { provider: 'google', via: 'new' } });
  });

  it('signs the same identity into the same account the second time', async () => {
    const sub = uniqueSub('g');
    const email = uniqueEmail('again');
    issuer.addPerson({ sub, email, emailVerified: true, name: 'Alan Turing' });
    const first = await signInWith('google', sub);
    const firstUser = (await sessionUser(first.browser))!;
    expect(first.res.headers.location).toBe('/dashboard');

    const second = await signInWith('google', sub);
    expect(second.res.statusCode).toBe(302);
    expect((await sessionUser(second.browser))!.id).toBe(firstUser.id);
    expect(await linksOf('google', sub)).toHaveLength(1);
    const accounts = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(accounts).toHaveLength(1);
    expect(await lastSignInEvent()).toMatchObject({
      userId: firstUser.id,
      details: { provider: 'google', via: 'link' },
    });
  });

  it('refuses a banned account: back to the login page, no session, a failure event', async () => {
    const sub = uniqueSub('g');
    issuer.addPerson({ sub, email: uniqueEmail('banned'), emailVerified: true, name: 'Banned Person' });
    const first = await signInWith('google', sub);
    const user = (await sessionUser(first.browser))!;
    await ctx.database.db.update(users).set({ status: 'banned' }).where(eq(users.id, user.id));
    const again = await signInWith('google', sub);
    expect(again.res.headers.location).toBe('/login?oauthError=google');
    expect(sessionSetCookie(again.res)).toBeUndefined();
    expect(await sessionUser(again.browser)).toBeNull();
    expect(await lastSignInEvent()).toMatchObject({
      outcome: 'failure',
      details: { provider: 'google', reason: 'account_banned' },
    });
  });

  it('links an existing password account with the same verified e-mail', async () => {
    const existing = await signedUpClient(ctx);
    const sub = uniqueSub('g');
    issuer.addPerson({ sub, email: existing.email.toUpperCase(), emailVerified: true, name: 'Someone Else' });
    const { browser, res } = await signInWith('google', sub);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard');
    const user = (await sessionUser(browser))!;
    expect(user.id).toBe(existing.user.id);
    expect(user.name).toBe('Ana Traveller'); // the account keeps its own name
    expect((await linksOf('google', sub))[0]!.userId).toBe(existing.user.id);
    // The password still works too.
    const again = await new TestClient(ctx.app).post('/api/auth/sign-in', {
      email: existing.email,
      password: existing.password,
    });
    expect(again.statusCode).toBe(200);
  });

  it('asks for the second factor when the account has two-factor on, like a password sign-in', async () => {
    const existing = await signedUpClient(ctx);
    const { recoveryCodes } = await enableTotp(existing.client);
    const sub = uniqueSub('g');
    issuer.addPerson({ sub, email: existing.email, emailVerified: true, name: 'Ana' });
    const { browser, res } = await signInWith('google', sub, '?redirect=/bookings');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?twoFactor=1&method=totp&redirect=%2Fbookings');
    expect(sessionSetCookie(res)).toBeUndefined();
    expect(setCookie(res, 'escazo_2fa')).toMatch(/HttpOnly/i);
    expect(await sessionUser(browser)).toBeNull();
    expect(await lastSignInEvent()).toMatchObject({
      userId: existing.user.id,
      details: { provider: 'google', twoFactor: 'pending' },
    });

    // The login page reads the rest of the step from the cookie's challenge.
    const pending = await browser.get('/api/auth/two-factor/pending');
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({ twoFactor: { method: 'totp' } });

    const verified = await browser.post('/api/auth/two-factor/verify', { code: recoveryCodes[0] });
    expect(verified.statusCode).toBe(200);
    expect((await sessionUser(browser))!.id).toBe(existing.user.id);
    // The challenge is used: nothing is pending any more.
    const after = await browser.get('/api/auth/two-factor/pending');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: { code: 'TWO_FACTOR_CHALLENGE_INVALID' } });
  });

  it('tells the login page where an e-mailed code went and when another may be sent', async () => {
    const existing = await signedUpClient(ctx);
    await enableEmailTwoFactor(ctx, existing.client, existing.email);
    const sub = uniqueSub('g');
    issuer.addPerson({ sub, email: existing.email, emailVerified: true, name: 'Ana' });
    const { browser, res } = await signInWith('google', sub);
    expect(res.headers.location).toBe('/login?twoFactor=1&method=email');
    const pending = await browser.get('/api/auth/two-factor/pending');
    expect(pending.statusCode).toBe(200);
    const { twoFactor } = pending.json<{ twoFactor: Record<string, unknown> }>();
    expect(twoFactor).toMatchObject({ method: 'email', codeSent: true });
    expect(twoFactor.maskedEmail).toMatch(/\*/);
    expect(twoFactor.maskedEmail).not.toBe(existing.email);
    expect(twoFactor.resendAfterSeconds).toBeGreaterThan(0);
    expect(twoFactor.resendAfterSeconds).toBeLessThanOrEqual(30);
    // Another browser, without the cookie, learns nothing.
    expect((await new TestClient(ctx.app).get('/api/auth/two-factor/pending')).statusCode).toBe(401);
  });

  it('does not take over an account when the provider has not verified the e-mail', async () => {
    const existing = await signedUpClient(ctx);
    const sub = uniqueSub('g');
    issuer.addPerson({ sub, email: existing.email, emailVerified: false, name: 'Mallory' });
    const { browser, res } = await signInWith('google', sub);
    expect(res.headers.location).toBe('/login?oauthError=google');
    expect(sessionSetCookie(res)).toBeUndefined();
    expect(await sessionUser(browser)).toBeNull();
    expect(await linksOf('google', sub)).toHaveLength(0);
    expect(await lastSignInEvent()).toMatchObject({
      outcome: 'failure',
      details: { provider: 'google', reason: 'email_in_use' },
    });
  });

  it('refuses a callback whose state does not match the one it started with', async () => {
    const sub = uniqueSub('g');
    issuer.addPerson({ sub, email: uniqueEmail('state'), emailVerified: true, name: 'Eve' });
    const browser = new TestClient(ctx.app);
    const { authorizationUrl } = await start(browser, 'google');
    const back = await issuer.authorize(authorizationUrl.href, sub, callbackPrefix('google'));
    back.searchParams.set('state', 'forged-state-value');
    const res = await callback(browser, back);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?oauthError=google');
    expect(sessionSetCookie(res)).toBeUndefined();
    expect(await linksOf('google', sub)).toHaveLength(0);
    expect(await lastSignInEvent()).toMatchObject({
      outcome: 'failure',
      details: { provider: 'google', reason: 'state_mismatch' },
    });
  });

  it('refuses a callback in a browser that never started the sign-in (login CSRF)', async () => {
    const sub = uniqueSub('g');
    issuer.addPerson({ sub, email: uniqueEmail('csrf'), emailVerified: true, name: 'Eve' });
    const { authorizationUrl } = await start(new TestClient(ctx.app), 'google');
    const back = await issuer.authorize(authorizationUrl.href, sub, callbackPrefix('google'));
    const victim = new TestClient(ctx.app);
    const res = await callback(victim, back);
    expect(res.headers.location).toBe('/login?oauthError=google');
    expect(await sessionUser(victim)).toBeNull();
    expect(await lastSignInEvent()).toMatchObject({
      outcome: 'failure',
      details: { reason: 'flow_missing_or_expired' },
    });
  });

  it('works once: replaying the callback fails', async () => {
    const sub = uniqueSub('g');
    issuer.addPerson({ sub, email: uniqueEmail('replay'), emailVerified: true, name: 'Replay' });
    const { browser, back } = await signInWith('google', sub);
    const res = await callback(browser, back);
    expect(res.headers.location).toBe('/login?oauthError=google');
  });

  it('sends a refusal at the provider back to the login page', async () => {
    const browser = new TestClient(ctx.app);
    const { authorizationUrl } = await start(browser, 'google');
    const back = await issuer.authorize(authorizationUrl.href, '', callbackPrefix('google'));
    expect(back.searchParams.get('error')).toBe('access_denied');
    const res = await callback(browser, back);
    expect(res.headers.location).toBe('/login?oauthError=google');
    expect(await lastSignInEvent()).toMatchObject({
      outcome: 'failure',
      details: { reason: 'provider_error:access_denied' },
    });
  });

  it.each([
    ['https://evil.example/steal', 'an absolute URL'],
    ['//evil.example/steal', 'a protocol-relative URL'],
    ['/.//evil.example/steal', 'a path that normalises to //host'],
    ['/\\evil.example', 'a backslash'],
    ['javascript:alert(1)', 'a script URL'],
  ])('never redirects to %s (%s) after sign-in', async (redirect) => {
    const sub = uniqueSub('g');
    issuer.addPerson({ sub, email: uniqueEmail('redirect'), emailVerified: true, name: 'Redirect Test' });
    const { res } = await signInWith('google', sub, `?redirect=${encodeURIComponent(redirect)}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard');
  });
});

describe('OAuth 2.0 providers (Facebook, X)', () => {
  it('signs in with X (no e-mail): a new account with a reserved placeholder address', async () => {
    const sub = uniqueSub('x');
    issuer.addPerson({ sub, name: 'Ada Lovelace' });
    const { browser, res } = await signInWith('x', sub, '?redirect=/profile');
    expect(res.headers.location).toBe('/profile');
    const user = (await sessionUser(browser))!;
    expect(user.name).toBe('Ada Lovelace');
    expect(user.email).toMatch(/^x-[0-9a-f]{20}@users\.escazo\.invalid$/);
    expect(await linksOf('x', sub)).toMatchObject([{ userId: user.id, email: null }]);
  });

  it('uses PKCE but no nonce for OAuth 2.0 providers', async () => {
    const { authorizationUrl } = await start(new TestClient(ctx.app), 'x');
    expect(authorizationUrl.searchParams.get('scope')).toBe('users.read tweet.read');
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizationUrl.searchParams.has('nonce')).toBe(false);
  });

  it('signs in with Facebook; its e-mail (no verified claim) is used for a new account but never links one', async () => {
    const sub = uniqueSub('fb');
    const email = uniqueEmail('facebook');
    issuer.addPerson({ sub, email, name: 'Frida Kahlo' });
    const { browser } = await signInWith('facebook', sub);
    const user = (await sessionUser(browser))!;
    expect(user).toMatchObject({ email, name: 'Frida Kahlo' });

    const existing = await signedUpClient(ctx);
    const other = uniqueSub('fb');
    issuer.addPerson({ sub: other, email: existing.email, name: 'Not Ana' });
    const { res } = await signInWith('facebook', other);
    expect(res.headers.location).toBe('/login?oauthError=facebook');
    expect(await linksOf('facebook', other)).toHaveLength(0);
  });
});

describe('behind a TLS proxy (TRUST_PROXY set)', () => {
  let proxied: TestContext;
  beforeAll(async () => {
    const { trustProxy } = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' });
    proxied = await createTestContext({
      trustProxy,
      oauth: { ...ctx.config.oauth },
    });
  });
  afterAll(() => proxied?.close());

  it('sets the sign-in flow cookie Secure, httpOnly and SameSite=Lax', async () => {
    const res = await new TestClient(proxied.app).request({
      method: 'GET',
      url: '/api/auth/oauth/google/start',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(res.statusCode).toBe(302);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const flow = cookies.find((c) => !c.startsWith('escazo_csrf'));
    expect(flow).toBeDefined();
    expect(flow).toMatch(/;\s*Secure/i);
    expect(flow).toMatch(/;\s*HttpOnly/i);
    expect(flow).toMatch(/;\s*SameSite=Lax/i);
  });
});
