import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { integer, pgSchema, text } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { contactMessages } from './schema.ts';

const journal = JSON.parse(
  fs.readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle/meta/_journal.json'),
    'utf8',
  ),
) as { entries: { tag: string }[] };

const dirs: string[] = [];
const open: Database[] = [];

async function openAt(dataDir: string) {
  const database = await openDatabase({ dataDir });
  open.push(database);
  return database;
}

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escazo-pglite-'));
  dirs.push(dir);
  return dir;
}

/** Drizzle's own record of applied migrations (one row per migration file). */
const migrationsTable = pgSchema('drizzle').table('__drizzle_migrations', { id: integer('id'), hash: text('hash') });

const appliedMigrations = async (database: Database) => (await database.db.select().from(migrationsTable)).length;

const message = (n: number) => ({
  reference: `ESC-REOPEN${n}`,
  name: 'Ada Lovelace',
  email: `reopen-${n}@example.com`,
  subject: `Reopen check ${n}`,
  message: 'This row must still be here after the store is closed and opened again.',
  department: 'technical',
});

afterEach(async () => {
  for (const database of open.splice(0)) await database.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded PGlite store on disk', () => {
  it('keeps rows across close and reopen, and applies each migration once', async () => {
    const dataDir = tempDir();
    const first = await openAt(dataDir);
    expect(first.driver).toBe('pglite');
    expect(await appliedMigrations(first)).toBe(journal.entries.length);
    const inserted = await first.db
      .insert(contactMessages)
      .values([message(1), message(2), message(3)])
      .returning();
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'escazo.lock'))).toBe(false);

    const second = await openAt(dataDir);
    const rows = await second.db.select().from(contactMessages).orderBy(contactMessages.reference);
    expect(rows.map((r) => [r.id, r.reference, r.subject])).toEqual(
      inserted.map((r) => [r.id, r.reference, r.subject]).sort((a, b) => a[1]!.localeCompare(b[1]!)),
    );
    expect(await appliedMigrations(second)).toBe(journal.entries.length);
  });

  it('refuses a second open of a directory that is already open, and the first keeps working', async () => {
    const dataDir = tempDir();
    const first = await openAt(dataDir);
    await expect(openDatabase({ dataDir })).rejects.toThrow(`The data directory ${dataDir} is already open`);
    await first.db.insert(contactMessages).values(message(4));
    expect(await first.db.select({ n: count() }).from(contactMessages)).toEqual([{ n: 1 }]);
    expect(fs.readFileSync(path.join(dataDir, 'escazo.lock'), 'utf8')).toBe(String(process.pid));
  });

  it('opens a directory whose previous owner died without releasing the lock', async () => {
    const dataDir = tempDir();
    const first = await openAt(dataDir);
    await first.db.insert(contactMessages).values(message(5));
    await first.close();
    fs.writeFileSync(path.join(dataDir, 'escazo.lock'), '2147483646');
    const second = await openAt(dataDir);
    const rows = await second.db.select({ reference: contactMessages.reference }).from(contactMessages);
    expect(rows).toEqual([{ reference: 'ESC-REOPEN5' }]);
  });
});
