// Vitest global set-up of the API project: one migrated, seeded database that every test file's
// databases start from, instead of each one migrating and seeding its own.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase, type Db } from '@server/db/client.ts';
import * as schema from '@server/db/schema.ts';
import { seedReferenceData } from '@server/db/seed.ts';
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV, postgresDatabaseUrl } from './template-database.ts';

const migrationsFolder = path.resolve(import.meta.dirname, '../drizzle');

/** PostgreSQL: a template database (unique to this run) that each test file copies. */
async function postgresTemplate(url: string): Promise<() => Promise<void>> {
  const name = `escazo_tpl_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ url: postgresDatabaseUrl(url, name), poolSize: 1 });
  await seedReferenceData(database.db);
  await database.close();
  process.env[POSTGRES_TEMPLATE_ENV] = name;
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

/** PGlite: the data directory of a migrated, seeded database, dumped to a file each test file loads. */
async function pgliteTemplate(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escazo-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder });
  await seedReferenceData(drizzle(client, { schema }) as unknown as Db);
  fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? postgresTemplate(url) : pgliteTemplate();
}
