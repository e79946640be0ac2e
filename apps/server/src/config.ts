import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { trustProxySchema, type TrustProxy } from './lib/trust-proxy.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  WEB_DIST_DIR: z.string().optional(),
  // Set by `npm start` while it builds the web app: a starting page is served until the build lands.
  WEB_BUILD_PENDING: z.stringbool().default(false),
  TRUST_PROXY: trustProxySchema.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  FORM_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  SEED: z.stringbool().default(true),
  // CPU-heavy work off the event loop (modules/cpu-pool): worker threads, and tasks waiting beyond them.
  CPU_POOL_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  CPU_POOL_QUEUE: z.coerce.number().int().min(0).max(10_000).default(8),
  // Inventory (modules/inventory, decision 007): the generator's seed and first day, fixed at the first start.
  INVENTORY_SEED: z.coerce.number().int().min(0).max(2_147_483_647).default(20261122),
  INVENTORY_START_DATE: z.iso.date().optional().or(z.literal('')),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('Escazo <no-reply@escazo.com>'),
  PUBLIC_URL: z.url().optional().or(z.literal('')),
  // Social sign-in (modules/oauth): a provider is configured when its client id and secret are set.
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTHORIZATION_URL: z.url().default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v21.0/oauth/access_token'),
  FACEBOOK_PROFILE_URL: z.url().default('https://graph.facebook.com/v21.0/me?fields=id,name,email'),
  X_CLIENT_ID: z.string().optional(),
  X_CLIENT_SECRET: z.string().optional(),
  X_AUTHORIZATION_URL: z.url().default('https://x.com/i/oauth2/authorize'),
  X_TOKEN_URL: z.url().default('https://api.x.com/2/oauth2/token'),
  X_PROFILE_URL: z.url().default('https://api.x.com/2/users/me'),
  OAUTH_STATE_SECRET: z.string().min(32).optional().or(z.literal('')),
  // Rides: divides the autopilot's durations (the e2e server drives 30× faster).
  RIDES_TIME_SCALE: z.coerce.number().min(1).max(1000).default(1),
  // Rides: how often the autopilot ticker looks for due rides, in milliseconds.
  RIDES_TICK_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** auto: readable lines in development or at a terminal, JSON otherwise; json and pretty force one. */
  logFormat: z.infer<typeof envSchema>['LOG_FORMAT'];
  webDistDir: string | undefined;
  /** The web app is being built into webDistDir: serve a starting page until its index.html appears. */
  webBuildPending: boolean;
  /** Proxies whose X-Forwarded-* headers are believed; anything but false means "behind a proxy". */
  trustProxy: TrustProxy;
  rateLimit: { globalPerMinute: number; formsPerTenMinutes: number };
  /**
   * The worker-thread pool for CPU-heavy work: threads (default one per core but one, at least one)
   * and how many tasks may wait for a thread before the routes answer 503 SERVER_BUSY.
   */
  cpuPool: { threads: number; maxQueue: number };
  seed: boolean;
  /** The inventory generator's seed; a database keeps the seed it was first started with. */
  inventorySeed: number;
  /** First day of the inventory ('YYYY-MM-DD'); undefined: the first start's date, then the stored one. */
  inventoryStartDate: string | undefined;
  /** smtpUrl unset: messages are only stored (readable at /dev/mailbox outside production). */
  mail: { smtpUrl: string | undefined; from: string };
  /** The origin used in links inside e-mails; unset: the address the server listens on (emailLinkOrigin). */
  publicUrl: string | undefined;
  /** Social sign-in; a provider left undefined is "not configured" and nothing is fetched for it. */
  oauth: OAuthConfig;
  /** Rides: the autopilot's clock runs this many times faster (1 = real time). */
  ridesTimeScale: number;
  /** Rides: the autopilot ticker's interval in milliseconds. */
  ridesTickMs: number;
};

/** Google: OpenID Connect with discovery from `issuer`. */
export type OidcClientConfig = { clientId: string; clientSecret: string; issuer: string };
/** Facebook and X: OAuth 2.0 with fixed endpoints and a profile API. */
export type OAuth2ClientConfig = {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  profileUrl: string;
};
export type OAuthConfig = {
  google: OidcClientConfig | undefined;
  facebook: OAuth2ClientConfig | undefined;
  x: OAuth2ClientConfig | undefined;
  /** Key for the sealed sign-in-in-progress cookie; unset: a random key per process. */
  stateSecret: string | undefined;
};

function oauthClient<T extends object>(id: string | undefined, secret: string | undefined, rest: T) {
  return id && secret ? { clientId: id, clientSecret: secret, ...rest } : undefined;
}

/** Reads the environment once; an invalid value stops start-up with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    webBuildPending: e.WEB_BUILD_PENDING,
    trustProxy: e.TRUST_PROXY,
    rateLimit: { globalPerMinute: e.RATE_LIMIT_MAX, formsPerTenMinutes: e.FORM_RATE_LIMIT_MAX },
    cpuPool: { threads: e.CPU_POOL_THREADS ?? Math.max(1, os.availableParallelism() - 1), maxQueue: e.CPU_POOL_QUEUE },
    seed: e.SEED,
    inventorySeed: e.INVENTORY_SEED,
    inventoryStartDate: e.INVENTORY_START_DATE || undefined,
    mail: { smtpUrl: e.SMTP_URL || undefined, from: e.MAIL_FROM },
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    oauth: {
      google: oauthClient(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, { issuer: e.GOOGLE_ISSUER }),
      facebook: oauthClient(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET, {
        authorizationUrl: e.FACEBOOK_AUTHORIZATION_URL,
        tokenUrl: e.FACEBOOK_TOKEN_URL,
        profileUrl: e.FACEBOOK_PROFILE_URL,
      }),
      x: oauthClient(e.X_CLIENT_ID, e.X_CLIENT_SECRET, {
        authorizationUrl: e.X_AUTHORIZATION_URL,
        tokenUrl: e.X_TOKEN_URL,
        profileUrl: e.X_PROFILE_URL,
      }),
      stateSecret: e.OAUTH_STATE_SECRET || undefined,
    },
    ridesTimeScale: e.RIDES_TIME_SCALE,
    ridesTickMs: e.RIDES_TICK_MS,
  };
}
