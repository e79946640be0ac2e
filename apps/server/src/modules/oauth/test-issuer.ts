import { generateKeyPairSync } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';

/**
 * Test only: a real OpenID provider (oidc-provider) on 127.0.0.1 with a random port, plus the
 * two profile APIs our OAuth 2.0 providers call (Facebook Graph /me, X /2/users/me), answered from
 * the access tokens this issuer granted. The login screen is replaced by a scripted one: the next
 * interaction signs in whichever account the test chose with `loginAs`.
 */
export type TestPerson = { sub: string; email?: string; emailVerified?: boolean; name?: string };
export type TestIssuer = {
  issuer: string;
  addPerson(person: TestPerson): void;
  /** Follows the authorization URL (cookies kept) until the redirect to our callback; returns it. */
  authorize(authorizationUrl: string, sub: string, callbackPrefix: string): Promise<URL>;
  close(): Promise<void>;
};

type ClientSpec = {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  auth: 'client_secret_post' | 'client_secret_basic';
};

export async function startTestIssuer(clients: ClientSpec[]): Promise<TestIssuer> {
  const people = new Map<string, TestPerson>();
  let nextLogin: string | null = null;
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      token_endpoint_auth_method: c.auth,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['escazo-test-issuer-cookie-key'] },
    scopes: ['openid', 'email', 'profile', 'public_profile', 'users.read', 'tweet.read'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // Consent is implied: every requested scope is granted (the scripted user always agrees).
    loadExistingGrant: async (ctx: {
      oidc: { client: { clientId: string }; session: { accountId: string }; params: { scope: string } };
    }) => {
      const grant = new provider.Grant({ accountId: ctx.oidc.session.accountId, clientId: ctx.oidc.client.clientId });
      grant.addOIDCScope(ctx.oidc.params.scope);
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx: unknown, sub: string) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          ...(person.email ? { email: person.email, email_verified: person.emailVerified ?? false } : {}),
          ...(person.name ? { name: person.name } : {}),
        }),
      };
    },
  });
  const oidcHandler = provider.callback();

  /** Who holds this bearer token (Graph / X API stand-ins). */
  const bearer = async (req: IncomingMessage) => {
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const found = token ? await provider.AccessToken.find(token) : undefined;
    return found ? people.get(found.accountId) : undefined;
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const handle = async () => {
      if (path.startsWith('/interaction/')) {
        await provider.interactionDetails(req, res);
        if (!nextLogin)
          return provider.interactionFinished(req, res, {
            error: 'access_denied',
            error_description: 'no one signed in',
          });
        return provider.interactionFinished(req, res, { login: { accountId: nextLogin } });
      }
      if (path === '/graph/me') {
        const person = await bearer(req);
        if (!person) return json(res, 401, { error: { message: 'Invalid OAuth access token.' } });
        return json(res, 200, { id: person.sub, name: person.name, ...(person.email ? { email: person.email } : {}) });
      }
      if (path === '/2/users/me') {
        const person = await bearer(req);
        if (!person) return json(res, 401, { title: 'Unauthorized' });
        return json(res, 200, { data: { id: person.sub, name: person.name, username: person.sub } });
      }
      return oidcHandler(req, res);
    };
    handle().catch((err: unknown) => json(res, 500, { error: String(err) }));
  });

  return {
    issuer,
    addPerson: (person) => people.set(person.sub, person),
    async authorize(authorizationUrl, sub, callbackPrefix) {
      nextLogin = sub;
      const jar = new Map<string, string>();
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop++) {
        const res = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const c of res.headers.getSetCookie()) {
          const [pair] = c.split(';');
          const at = pair!.indexOf('=');
          jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`issuer answered ${res.status} without a redirect: ${await res.text()}`);
        const next = new URL(location, url);
        if (next.href.startsWith(callbackPrefix)) return next;
        url = next.href;
      }
      throw new Error('too many redirects at the issuer');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
