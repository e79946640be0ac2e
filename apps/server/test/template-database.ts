// Where the API tests' template database is (set by global-setup.ts) and how a test file copies it.
import fs from 'node:fs';

/** The file holding the dumped data directory of the migrated, seeded PGlite database. */
export const PGLITE_TEMPLATE_ENV = 'ESCAZO_TEST_PGLITE_TEMPLATE';
/** The name of the migrated, seeded PostgreSQL database each test file's database is created from. */
export const POSTGRES_TEMPLATE_ENV = 'ESCAZO_TEST_POSTGRES_TEMPLATE';

/** The same server and credentials as `url`, on another database. */
export function postgresDatabaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

let pgliteTemplate: Blob | undefined;

/** The dumped template (read once per test file), or undefined outside a Vitest run with the global set-up. */
export function pgliteTemplateDump(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([fs.readFileSync(file)]);
  return pgliteTemplate;
}

/** The template database's name, or undefined outside a Vitest run with the global set-up. */
export const postgresTemplateName = (): string | undefined => process.env[POSTGRES_TEMPLATE_ENV] || undefined;
