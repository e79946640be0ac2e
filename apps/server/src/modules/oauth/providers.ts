import * as oidc from 'openid-client';
import { z } from 'zod';
import {
  OAUTH_PROVIDERS,
  OAUTH_PROVIDER_NAMES,
  type OAuthProvider,
  type OAuthProviderId,
} from '@escazo/contracts/oauth';
import type { OAuth2ClientConfig, OAuthConfig, OidcClientConfig } from '@server/config.ts';

/** What a provider tells us about the person, after the code exchange. */
export type ProviderProfile = {
  subject: string;
  email: string | null;
  /** Only an e-mail the provider vouches for (OIDC email_verified) may link to an existing account. */
  emailVerified: boolean;
  name: string | null;
};

/** Google is OpenID Connect (ID token with nonce); Facebook and X are OAuth 2.0 plus a profile API. */
const SCOPES: Record<OAuthProviderId, string> = {
  google: 'openid email profile',
  facebook: 'email public_profile',
  x: 'users.read tweet.read',
};
/** X answers only with HTTP Basic client authentication; Facebook takes the secret in the body. */
const OAUTH2_AUTH = { facebook: oidc.ClientSecretPost, x: oidc.ClientSecretBasic } as const;
const HTTP_TIMEOUT_SECONDS = 10;

const facebookMe = z.object({ id: z.string().min(1), name: z.string().optional(), email: z.string().optional() });
const xMe = z.object({
  data: z.object({ id: z.string().min(1), name: z.string().optional(), username: z.string().optional() }),
});

/** Plain HTTP is refused except on loopback (tests and local development against a local issuer). */
export function isLoopbackHttp(url: string): boolean {
  const u = new URL(url);
  return u.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);
}

/**
 * The configured providers and their openid-client Configurations, built lazily: nothing is
 * fetched until someone actually signs in with a configured provider (offline rule).
 */
export class ProviderRegistry {
  private readonly cache = new Map<OAuthProviderId, Promise<oidc.Configuration>>();

  constructor(private readonly config: OAuthConfig) {}

  list(): OAuthProvider[] {
    return OAUTH_PROVIDERS.map((id) => ({ id, name: OAUTH_PROVIDER_NAMES[id], configured: this.isConfigured(id) }));
  }

  isConfigured(id: OAuthProviderId): boolean {
    return this.config[id] !== undefined;
  }

  isOpenIdConnect(id: OAuthProviderId): boolean {
    return id === 'google';
  }

  scope(id: OAuthProviderId): string {
    return SCOPES[id];
  }

  /** A failed discovery is not cached: the next sign-in tries again. */
  configuration(id: OAuthProviderId): Promise<oidc.Configuration> {
    let pending = this.cache.get(id);
    if (!pending) {
      pending = this.build(id);
      pending.catch(() => this.cache.delete(id));
      this.cache.set(id, pending);
    }
    return pending;
  }

  private async build(id: OAuthProviderId): Promise<oidc.Configuration> {
    if (id === 'google') return discover(requireConfig(this.config.google, id));
    return manual(requireConfig(this.config[id], id), OAUTH2_AUTH[id]);
  }

  /** Reads the person's identity from the token response (ID token, then UserInfo / profile API). */
  async profile(
    id: OAuthProviderId,
    configuration: oidc.Configuration,
    tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
  ): Promise<ProviderProfile> {
    if (id === 'google') {
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      let info: Record<string, unknown> = claims;
      if (!claims.email || !claims.name)
        info = { ...claims, ...(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)) };
      return {
        subject: claims.sub,
        email: typeof info.email === 'string' ? info.email : null,
        emailVerified: info.email_verified === true || info.email_verified === 'true',
        name: typeof info.name === 'string' ? info.name : null,
      };
    }
    const settings = requireConfig(this.config[id], id);
    const res = await oidc.fetchProtectedResource(
      configuration,
      tokens.access_token,
      new URL(settings.profileUrl),
      'GET',
    );
    if (!res.ok) throw new Error(`profile request answered ${res.status}`);
    const body: unknown = await res.json();
    if (id === 'facebook') {
      const me = facebookMe.parse(body);
      // Facebook gives no email_verified claim: its e-mail never links to an existing account.
      return { subject: me.id, email: me.email ?? null, emailVerified: false, name: me.name ?? null };
    }
    const me = xMe.parse(body).data;
    return { subject: me.id, email: null, emailVerified: false, name: me.name ?? me.username ?? null };
  }
}

function requireConfig<T>(value: T | undefined, id: OAuthProviderId): T {
  if (!value) throw new Error(`${id} is not configured`);
  return value;
}

async function discover(c: OidcClientConfig): Promise<oidc.Configuration> {
  const insecure = isLoopbackHttp(c.issuer);
  const configuration = await oidc.discovery(new URL(c.issuer), c.clientId, c.clientSecret, undefined, {
    timeout: HTTP_TIMEOUT_SECONDS,
    ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
  configuration.timeout = HTTP_TIMEOUT_SECONDS;
  return configuration;
}

function manual(c: OAuth2ClientConfig, auth: (secret?: string) => oidc.ClientAuth): oidc.Configuration {
  const urls = [c.authorizationUrl, c.tokenUrl, c.profileUrl];
  const server: oidc.ServerMetadata = {
    // No issuer to discover; the authorization server's origin stands in (it is only compared
    // with an `iss` response parameter, which these providers do not send).
    issuer: new URL(c.authorizationUrl).origin,
    authorization_endpoint: c.authorizationUrl,
    token_endpoint: c.tokenUrl,
  };
  const configuration = new oidc.Configuration(server, c.clientId, c.clientSecret, auth(c.clientSecret));
  configuration.timeout = HTTP_TIMEOUT_SECONDS;
  if (urls.every(isLoopbackHttp)) oidc.allowInsecureRequests(configuration);
  return configuration;
}
