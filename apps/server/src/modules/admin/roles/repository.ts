import { asc, eq, sql } from 'drizzle-orm';
import type { RoleLevel } from '@escazo/contracts/admin';
import type { Db } from '@server/db/client.ts';
import { permissions, rolePermissions, roles, userRoles } from '../schema.ts';

export type RoleRow = typeof roles.$inferSelect & { level: RoleLevel };

/** Highest level first, then by name. */
export async function listRoles(db: Db): Promise<RoleRow[]> {
  const levelRank = sql`case ${roles.level} when 'high' then 0 when 'medium' then 1 else 2 end`;
  return (await db.select().from(roles).orderBy(levelRank, asc(roles.name))) as RoleRow[];
}

export async function findRoleById(db: Db, id: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row as RoleRow | undefined;
}

/** Any case: 'super admin' finds 'Super Admin'. */
export async function findRoleByName(db: Db, name: string): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(roles)
    .where(sql`lower(${roles.name}) = lower(${name})`);
  return row as RoleRow | undefined;
}

export async function rolePermissionNames(db: Db, roleId: string): Promise<string[]> {
  const rows = await db
    .select({ resource: permissions.resource, action: permissions.action })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((r) => `${r.resource}:${r.action}`);
}

export async function findUserRole(db: Db, userId: string): Promise<RoleRow | undefined> {
  const [row] = await db
    .select({ role: roles })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return row?.role as RoleRow | undefined;
}

/** Replaces the user's admin role (null: none). */
export async function replaceUserRole(db: Db, userId: string, roleId: string | null): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleId) await db.insert(userRoles).values({ userId, roleId });
}
