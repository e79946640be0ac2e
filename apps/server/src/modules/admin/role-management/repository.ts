import { and, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { PERMISSIONS, type Permission, type RoleLevel } from '@escazo/contracts/admin';
import type { Db } from '@server/db/client.ts';
import { accountsView } from '../../auth/public.ts';
import { permissions, rolePermissions, roles, userRoles } from '../schema.ts';
import type { RoleRow } from '../roles/repository.ts';
import { BUILT_IN_ROLES } from './rules.ts';

const permissionName = sql<string>`${permissions.resource} || ':' || ${permissions.action}`;

/** Every role's admin permission names, sorted (other grants, such as the Driver's rides:drive, are not admin rights). */
export async function permissionsByRole(db: Db): Promise<Map<string, Permission[]>> {
  const rows = await db
    .select({ roleId: rolePermissions.roleId, name: permissionName })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(permissionName, [...PERMISSIONS]));
  const byRole = new Map<string, Permission[]>();
  for (const row of rows) byRole.set(row.roleId, [...(byRole.get(row.roleId) ?? []), row.name as Permission]);
  for (const list of byRole.values()) list.sort();
  return byRole;
}

/** Accounts per role; under null, the accounts without an admin role. */
export async function userCountsByRole(db: Db): Promise<Map<string | null, number>> {
  const users = accountsView(db);
  const [rows, [ordinary]] = await Promise.all([
    db.select({ roleId: userRoles.roleId, n: count() }).from(userRoles).groupBy(userRoles.roleId),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .where(isNull(userRoles.userId)),
  ]);
  return new Map<string | null, number>([...rows.map((r) => [r.roleId, r.n] as const), [null, ordinary!.n]]);
}

const nameIsFree = (name: string, exceptId?: string) =>
  sql`not exists (select 1 from ${roles} r where lower(r.name) = lower(${name}) ${exceptId ? sql`and r.id <> ${exceptId}` : sql``})`;

/** Inserts the role unless another has the name in any case; undefined when taken. */
export async function insertRoleIfNameFree(
  db: Db,
  values: { name: string; description: string; level: RoleLevel },
): Promise<RoleRow | undefined> {
  const rows = await db.execute<{ id: string }>(sql`
    insert into ${roles} (name, description, level)
    select ${values.name}, ${values.description}, ${values.level}
    where ${nameIsFree(values.name)}
    returning id`);
  const id = (rows as unknown as { rows: { id: string }[] }).rows[0]?.id;
  return id ? lockRole(db, id) : undefined;
}

/** The role row, locked until the transaction ends. */
export async function lockRole(db: Db, id: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).for('update');
  return row as RoleRow | undefined;
}

/** Updates name, description and level; false when the new name is another role's in any case. */
export async function updateRoleIfNameFree(
  db: Db,
  id: string,
  values: { name: string; description: string; level: RoleLevel },
): Promise<boolean> {
  const updated = await db
    .update(roles)
    .set(values)
    .where(sql`${roles.id} = ${id} and ${nameIsFree(values.name, id)}`)
    .returning({ id: roles.id });
  return updated.length === 1;
}

/** Replaces the role's admin permissions; other grants (the Driver's rides:drive) stay. */
export async function replaceRolePermissions(db: Db, roleId: string, names: readonly Permission[]): Promise<void> {
  const adminPermissionIds = db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissionName, [...PERMISSIONS]));
  await db
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.roleId, roleId), inArray(rolePermissions.permissionId, adminPermissionIds)));
  if (names.length === 0) return;
  const ids = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissionName, [...names]));
  await db.insert(rolePermissions).values(ids.map((p) => ({ roleId, permissionId: p.id })));
}

/**
 * Deletes the role in one statement, only when it is not built in and no account has it; the
 * answer is the deleted row, or undefined when nothing was deleted (the caller finds out why).
 */
export async function deleteUnusedRole(db: Db, id: string): Promise<RoleRow | undefined> {
  const [row] = await db
    .delete(roles)
    .where(
      sql`${roles.id} = ${id} and ${notInArray(roles.name, [...BUILT_IN_ROLES])} and not exists (select 1 from ${userRoles} where ${userRoles.roleId} = ${id})`,
    )
    .returning();
  return row as RoleRow | undefined;
}
