import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

describe('migrations', () => {
  // drizzle-kit writes REFERENCES "public"."table"; that pins foreign keys to the public schema and
  // breaks databases that run in another schema (the API tests give each file its own). Remove the
  // qualifier from generated SQL before committing it.
  it('never name the public schema, so they run in any schema', () => {
    for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
      expect(fs.readFileSync(path.join(folder, file), 'utf8'), file).not.toMatch(/"public"\./);
    }
  });
});
