import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed.ts';
import type { Clock } from '../src/lib/clock.ts';
import {
  buildInventoryInMemory,
  emptySoldCounts,
  type Inventory,
  type InventorySource,
} from '../src/modules/inventory/public.ts';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every request of this client carries the CSRF cookie and header, like the SPA. */
  client: TestClient;
  close(): Promise<void>;
};

/** Which database the API tests run on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const testDriver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * `app.inventory` in a test: 'none' (default; reading it throws), 'memory' (generated once per test
 * file, nothing sold, no database writes; about 2 s the first time) or 'persisted' (the server's
 * own path: written to this test's database, about 10-15 s).
 */
export type TestInventory = 'none' | 'memory' | 'persisted';
/** Config overrides, plus the inventory, the clock (default the system's) and the PostgreSQL pool size. */
export type TestContextOverrides = Partial<Config> & { inventory?: TestInventory; clock?: Clock; poolSize?: number };

let memoryInventory: Inventory | undefined;

/** The 'memory' inventory: built once (module level) and shared by the contexts of a test file. */
export function sharedMemoryInventory(): Inventory {
  memoryInventory ??= buildInventoryInMemory(emptySoldCounts());
  return memoryInventory;
}

function inventorySource(kind: TestInventory): InventorySource {
  return kind === 'memory' ? { inventory: sharedMemoryInventory() } : kind;
}

/**
 * A fresh app over a fresh database: an in-memory PGlite, or its own schema on the PostgreSQL
 * server named by TEST_DATABASE_URL (dropped on close).
 */
export async function createTestContext(overrides: TestContextOverrides = {}): Promise<TestContext> {
  const { inventory = 'none', clock, poolSize = 4, ...configOverrides } = overrides;
  const config: Config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...configOverrides };
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase(url ? { url, poolSize, schema } : { dataDir: undefined });
  await seedReferenceData(database.db);
  const app = await buildApp({ config, database, inventory: inventorySource(inventory), ...(clock ? { clock } : {}) });
  await app.ready();
  return {
    app,
    database,
    config,
    client: new TestClient(app),
    close: async () => {
      await app.close();
      await database.close();
      if (url && schema) {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      }
    },
  };
}

/** Cookies and the CSRF token carried across requests, as a browser would. */
export class TestClient {
  private cookies = new Map<string, string>();
  private csrf: string | null = null;

  constructor(private readonly app: FastifyInstance) {}

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(setCookie: string | string[] | undefined) {
    for (const c of ([] as string[]).concat(setCookie ?? [])) {
      const [pair] = c.split(';');
      const [name, ...rest] = pair!.split('=');
      this.cookies.set(name!.trim(), rest.join('='));
    }
  }

  async csrfToken(): Promise<string> {
    if (!this.csrf) {
      const res = await this.request({ method: 'GET', url: '/api/csrf' });
      this.csrf = res.json<{ token: string }>().token;
    }
    return this.csrf;
  }

  async request(opts: InjectOptions & { csrf?: boolean }) {
    const { csrf = true, ...inject } = opts;
    const method = (inject.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(inject.headers as Record<string, string>) };
    if (csrf && !['GET', 'HEAD', 'OPTIONS'].includes(method)) headers['x-csrf-token'] = await this.csrfToken();
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    const res = await this.app.inject({ ...inject, headers });
    this.remember(res.headers['set-cookie']);
    return res;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload: unknown) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }
}
