import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client.ts';
import { seedAdminRoles } from '@server/db/seed-admin-roles.ts';
import { authEvents } from '@server/db/schema.ts';
import { createTestContext, type TestContext } from '@server-test/helpers.ts';
import { insertUser } from '../../auth/public.ts';
import { signedUpClient, uniqueEmail } from '../../auth/test-support.ts';
import { GrantRefused, grantAdminRole } from './grant.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('grantAdminRole (npm run admin:grant)', () => {
  it('gives an account a role, is idempotent, and opens /admin to it', async () => {
    const { client, email, user } = await signedUpClient(ctx, uniqueEmail('grant'));
    expect((await client.get('/api/admin/access')).statusCode).toBe(403);
    expect(await grantAdminRole(ctx.database.db, email.toUpperCase(), 'super admin')).toEqual({
      email,
      role: 'Super Admin',
      changed: true,
      previousRole: null,
    });
    expect(await grantAdminRole(ctx.database.db, email, 'Super Admin')).toMatchObject({ changed: false });
    expect((await client.get('/api/admin/access')).json().role.name).toBe('Super Admin');
    const events = await ctx.database.db.select().from(authEvents).where(eq(authEvents.userId, user.id));
    expect(events.filter((e) => e.type === 'role_changed')).toEqual([
      expect.objectContaining({
        outcome: 'success',
        userAgent: 'admin:grant',
        details: expect.objectContaining({ from: null, to: 'Super Admin', via: 'admin:grant' }),
      }),
    ]);
  });

  it('refuses an unknown e-mail or role with a clear message', async () => {
    await expect(grantAdminRole(ctx.database.db, 'nobody@example.com', 'Super Admin')).rejects.toThrow(
      new GrantRefused('No account uses the e-mail nobody@example.com. Sign up with it first, then run this again.'),
    );
    const { email } = await signedUpClient(ctx, uniqueEmail('grant-role'));
    await expect(grantAdminRole(ctx.database.db, email, 'Overlord')).rejects.toThrow(
      /^There is no role "Overlord"\. Roles: "Super Admin", "User Manager", .*"Support Agent".*\.$/,
    );
  });
});

describe('scripts/admin-grant.ts', () => {
  it(
    'grants on an embedded data directory, and refuses an unknown e-mail with exit code 1',
    { timeout: 120_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'escazo-grant-'));
      try {
        const database = await openDatabase({ dataDir });
        await seedAdminRoles(database.db);
        await insertUser(database.db, { email: 'first-admin@example.com', name: 'First Admin', passwordHash: null });
        await database.close();
        const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
        const script = path.join(repoRoot, 'scripts/admin-grant.ts');
        const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
        const ok = await run(tsx, [script, 'first-admin@example.com', 'Super Admin'], { env, cwd: repoRoot });
        expect(ok.stdout).toContain('first-admin@example.com now has the role Super Admin');
        const refused = await run(tsx, [script, 'nobody@example.com', 'Super Admin'], { env, cwd: repoRoot }).catch(
          (err: { code: number; stderr: string }) => err,
        );
        expect(refused).toMatchObject({
          code: 1,
          stderr: expect.stringContaining('No account uses the e-mail nobody@example.com'),
        });
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
