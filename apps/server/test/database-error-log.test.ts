import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app.ts';
import { loadConfig } from '@server/config.ts';
import { openDatabase, type Database } from '@server/db/client.ts';
import { seedReferenceData } from '@server/db/seed.ts';
import { TestClient } from './helpers.ts';

describe('a failed query is logged without its parameters', () => {
  const lines: string[] = [];
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: undefined });
    await seedReferenceData(database.db);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error' });
    app = await buildApp({ config, database, inventory: 'none', logger: pino({ level: 'error' }, stream) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 500 and logs the SQLSTATE and statement, never the values', async () => {
    // Force the insert to fail: its table is gone.
    await database.db.execute(sql`alter table contact_messages rename to contact_messages_gone`);
    const values = {
      name: 'Secretname Person',
      email: 'secret.address@example.com',
      subject: 'Secret subject line',
      message: 'Call me on +1 555 0100 9999 please',
      department: 'other',
    };
    const res = await new TestClient(app).post('/api/contact-messages', values);
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toContain('contact_messages');

    const logged = lines.join('');
    expect(logged).toContain('request failed');
    expect(logged).toContain('42P01');
    expect(logged).toContain('insert into');
    for (const value of [
      values.name,
      values.email,
      values.subject,
      values.message,
      'Secretname',
      'secret.address',
      '555 0100',
    ]) {
      expect(logged).not.toContain(value);
    }
  });
});
