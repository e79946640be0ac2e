import { eq } from 'drizzle-orm';
import type { Permission } from '@escazo/contracts/admin';
import { authEvents, permissions, rolePermissions, roles } from '@server/db/schema.ts';
import type { TestContext } from '@server-test/helpers.ts';
import { signedUpClient, uniqueEmail } from '../auth/test-support.ts';
import { grantAdminRole } from './roles/grant.ts';

export const SEEDED_ROLE_NAMES = ['Super Admin', 'User Manager', 'Support Agent'] as const;
export type SeededRoleName = (typeof SEEDED_ROLE_NAMES)[number];

/** A signed-in browser of a new account with the role given (null: an ordinary user). */
export async function clientWithRole(ctx: TestContext, role: SeededRoleName | null, label = 'admin') {
  const signedUp = await signedUpClient(ctx, uniqueEmail(label));
  if (role) await grantAdminRole(ctx.database.db, signedUp.email, role);
  return signedUp;
}

/** The auth events of one type, oldest first. */
export async function eventsOfType(ctx: TestContext, type: string) {
  const rows = await ctx.database.db.select().from(authEvents).where(eq(authEvents.type, type));
  return rows.sort((a, b) => a.id - b.id);
}

/** A signed-in browser of a new account with a role made for the test, holding exactly these permissions. */
export async function clientWithPermissions(
  ctx: TestContext,
  roleName: string,
  granted: Permission[],
  label = 'custom',
) {
  const db = ctx.database.db;
  const [role] = await db
    .insert(roles)
    .values({ name: roleName, level: 'low' })
    .onConflictDoNothing()
    .returning({ id: roles.id });
  if (role && granted.length) {
    const all = await db.select().from(permissions);
    const ids = all.filter((p) => granted.includes(`${p.resource}:${p.action}` as Permission)).map((p) => p.id);
    await db.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId: role.id, permissionId })));
  }
  const signedUp = await signedUpClient(ctx, uniqueEmail(label));
  await grantAdminRole(db, signedUp.email, roleName);
  return signedUp;
}
