import { eq } from 'drizzle-orm';
import { PERMISSIONS, type AdminRoleSummary, type Permission, type RoleLevel } from '@escazo/contracts/admin';
import type { Db } from '@server/db/client.ts';
import { permissions, rolePermissions, roles, userRoles } from '../schema.ts';

/**
 * What a user may do in the admin panel: their role (null for an ordinary user) and its admin
 * permissions. Permissions of other areas (a driver's) are left out: they open no part of the panel.
 */
export type AdminGrants = { role: AdminRoleSummary | null; permissions: Permission[] };

/** Read from the database on every admin request, so a role change applies at once. */
export async function loadAdminGrants(db: Db, userId: string): Promise<AdminGrants> {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      description: roles.description,
      level: roles.level,
      resource: permissions.resource,
      action: permissions.action,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId));
  const first = rows[0];
  if (!first) return { role: null, permissions: [] };
  return {
    role: { id: first.id, name: first.name, description: first.description, level: first.level as RoleLevel },
    // Only admin permissions: a Driver's rides:drive opens no part of the panel.
    permissions: rows
      .map((r) => `${r.resource}:${r.action}`)
      .filter((p): p is Permission => (PERMISSIONS as string[]).includes(p))
      .sort(),
  };
}
