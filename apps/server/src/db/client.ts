import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbDriver = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  driver: DbDriver;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseOptions =
  /** schema: an isolated PostgreSQL schema (API tests give each file its own). */
  | { url: string; poolSize?: number; schema?: string }
  /** dataDir undefined: an in-memory database (tests), started from a dumped data directory when template is given. */
  | { dataDir: string | undefined; template?: Blob };

/** Opens PostgreSQL (url) or embedded PGlite (dataDir), applies migrations, and returns it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? 10, options.schema);
  return openPglite(options.dataDir, options.template);
}

async function openPostgres(url: string, poolSize: number, schemaName?: string): Promise<Database> {
  if (schemaName && !/^[a-z_][a-z0-9_]*$/.test(schemaName)) throw new Error('Invalid schema name');
  if (schemaName) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(`create schema if not exists ${schemaName}`);
    await setup.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  await migratePostgres(drizzlePostgres(pool), { migrationsFolder, migrationsSchema: schemaName ?? 'drizzle' });
  return {
    db,
    driver: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined, template?: Blob): Promise<Database> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  let client: PGlite;
  try {
    client = dataDir ? new PGlite(path.join(dataDir, 'pglite')) : new PGlite({ loadDataDir: template });
    await client.waitReady;
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
  } catch (err) {
    await client.close().catch(() => {});
    release();
    throw err;
  }
  let closed = false;
  return {
    db,
    driver: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        if (dataDir) await client.exec('CHECKPOINT');
        await client.close();
      } finally {
        release();
      }
    },
  };
}
