/**
 * Gives an existing account an admin role: the only way to make the first administrator.
 *
 *   npm run admin:grant -- someone@example.com "Super Admin"
 *
 * Uses the same database as `npm start`: DATABASE_URL when set, else the embedded database in
 * DATA_DIR (./data). The embedded database is opened by one process at a time, so while the server
 * runs on it this stops with a message and exit code 1: stop the server, grant, start it again.
 * Idempotent: granting a role the account already has changes nothing.
 */
import { loadConfig } from '@server/config.ts';
import { openDatabase, type Database } from '@server/db/client.ts';
import { seedAdminRoles } from '@server/db/seed-admin-roles.ts';
import { GrantRefused, grantAdminRole } from '@server/modules/admin/public.ts';

const USAGE =
  'Usage: npm run admin:grant -- <email> "<role>"   e.g. npm run admin:grant -- someone@example.com "Super Admin"';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function open(config: ReturnType<typeof loadConfig>): Promise<Database> {
  try {
    return await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl, poolSize: 1 } : { dataDir: config.dataDir },
    );
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/in use by another Escazo process/.test(message)) {
      fail(
        `${message}\nThe server is running on this database: stop it (Ctrl-C), run admin:grant again, then start it.`,
      );
    }
    throw err;
  }
}

async function main() {
  const [email, role, ...extra] = process.argv.slice(2);
  if (!email || !role || extra.length > 0) fail(USAGE);
  const config = loadConfig();
  const database = await open(config);
  let refusal: string | undefined;
  try {
    await seedAdminRoles(database.db);
    const result = await grantAdminRole(database.db, email, role);
    const where = database.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
    if (!result.changed)
      console.log(`${result.email} already has the role ${result.role} (${where}). Nothing changed.`);
    else
      console.log(
        `${result.email} now has the role ${result.role}${result.previousRole ? ` (was ${result.previousRole})` : ''} (${where}).`,
      );
  } catch (err) {
    // Refusals (unknown e-mail or role, the last Super Admin) are messages, not crashes.
    if (!(err instanceof Error) || (!(err instanceof GrantRefused) && err.name !== 'AppError')) throw err;
    refusal = err.message;
  } finally {
    await database.close();
  }
  if (refusal) fail(refusal);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
