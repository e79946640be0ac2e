import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '@server/app.ts';
import { loadConfig, type Config } from '@server/config.ts';
import { openDatabase, type Database } from '@server/db/client.ts';
import { seedReferenceData } from '@server/db/seed.ts';
import type { Clock } from '@server/lib/clock.ts';
import {
  buildInventoryInMemory,
  emptySoldCounts,
  type Inventory,
  type InventorySource,
} from '@server/modules/inventory/public.ts';
import { todayIso } from '@escazo/contracts/dates';
import { pgliteTemplateDump, postgresDatabaseUrl, postgresTemplateName } from './template-database.ts';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** PostgreSQL only: where this context's database is, for a second pool (another server instance). */
  postgres?: PostgresLocation;
  /** Every request of this client carries the CSRF cookie and header, like the SPA. */
  client: TestClient;
  close(): Promise<void>;
};

/** Which database the API tests run on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const testDriver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * `app.inventory` in a test: 'none' (default; reading it throws), 'memory' (generated once per test
 * worker and shared by its files, nothing sold, no database writes; about 2 s the first time) or
 * 'persisted' (the server's own path: written to this test's database, about 10-15 s).
 */
export type TestInventory = 'none' | 'memory' | 'persisted';
/** Config overrides, plus the inventory, the clock (default the system's) and the PostgreSQL pool size. */
export type TestContextOverrides = Partial<Config> & { inventory?: TestInventory; clock?: Clock; poolSize?: number };

let memoryInventory: Inventory | undefined;

/**
 * The 'memory' inventory: generated and indexed once (module level) for a test worker, and shared
 * by the contexts of one test file, which sell from it as one server would.
 */
export function sharedMemoryInventory(): Inventory {
  // Rebuilt when the day has changed since: the inventory starts today.
  if (memoryInventory?.data.startDate !== todayIso(Date.now()))
    memoryInventory = buildInventoryInMemory(emptySoldCounts(), todayIso(Date.now()));
  return memoryInventory;
}

/** Before each test file (setup file): the same data and engines, nothing sold, so no sale of another file shows. */
export function freshSoldCountsForTestFile(): void {
  if (memoryInventory) memoryInventory = { ...memoryInventory, sold: emptySoldCounts() };
}

function inventorySource(kind: TestInventory): InventorySource {
  return kind === 'memory' ? { inventory: sharedMemoryInventory() } : kind;
}

/** A fresh database for one test context, and how to drop it again. */
type TestDatabase = { database: Database; postgres?: PostgresLocation; drop(): Promise<void> };
/** Where a test's PostgreSQL database is: another pool opened with these sees the same data. */
export type PostgresLocation = { url: string; schema?: string };

async function adminQuery(url: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/**
 * PostgreSQL: a copy of the run's migrated, seeded template database (global-setup.ts), or, outside
 * that set-up, its own schema migrated and seeded here.
 */
async function openPostgresTestDatabase(url: string, poolSize: number): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = postgresTemplateName();
  if (template) {
    await adminQuery(url, `create database ${name} template ${template}`);
    const postgres = { url: postgresDatabaseUrl(url, name) };
    const database = await openDatabase({ ...postgres, poolSize });
    return { database, postgres, drop: () => adminQuery(url, `drop database if exists ${name} with (force)`) };
  }
  const postgres = { url, schema: name };
  const database = await openDatabase({ ...postgres, poolSize });
  await seedReferenceData(database.db);
  return { database, postgres, drop: () => adminQuery(url, `drop schema if exists ${name} cascade`) };
}

/** PGlite in memory: loaded from the run's dumped template when there is one, else migrated and seeded here. */
async function openPgliteTestDatabase(): Promise<TestDatabase> {
  const template = pgliteTemplateDump();
  const database = await openDatabase({ dataDir: undefined, template });
  if (!template) await seedReferenceData(database.db);
  return { database, drop: async () => {} };
}

/**
 * A fresh app over a fresh database: an in-memory PGlite, or its own database on the PostgreSQL
 * server named by TEST_DATABASE_URL (dropped on close).
 */
export async function createTestContext(overrides: TestContextOverrides = {}): Promise<TestContext> {
  const { inventory = 'none', clock, poolSize = 4, ...configOverrides } = overrides;
  const config: Config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...configOverrides };
  const url = process.env.TEST_DATABASE_URL;
  const { database, postgres, drop } = url
    ? await openPostgresTestDatabase(url, poolSize)
    : await openPgliteTestDatabase();
  const app = await buildApp({ config, database, inventory: inventorySource(inventory), ...(clock ? { clock } : {}) });
  await app.ready();
  return {
    app,
    database,
    ...(postgres ? { postgres } : {}),
    config,
    client: new TestClient(app),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
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
