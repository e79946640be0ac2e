import { DRIVER_PERMISSION, DRIVER_ROLE, PERMISSIONS, type Permission, type RoleLevel } from '@escazo/contracts/admin';
import type { Db } from './client.ts';
import { permissions, rolePermissions, roles } from './schema.ts';

type SeededPermission = Permission | typeof DRIVER_PERMISSION;
type SeededRole = { name: string; description: string; level: RoleLevel; permissions: SeededPermission[] };

/** The admin permissions, and the driver's one (not an admin permission: it opens no part of the panel). */
const SEEDED_PERMISSIONS: SeededPermission[] = [...PERMISSIONS, DRIVER_PERMISSION];

/** The admin roles a new database starts with. 'User' grants nothing: ordinary users have no role row. */
export const SEEDED_ROLES: SeededRole[] = [
  {
    name: 'Super Admin',
    description: 'Full access to every part of the admin panel.',
    level: 'high',
    permissions: [
      'users:manage',
      'security:manage',
      'settings:manage',
      'bookings:manage',
      'drivers:manage',
      'messages:manage',
      'roles:manage',
    ],
  },
  {
    name: 'User Manager',
    description: 'Manages user accounts; reads security events and bookings.',
    level: 'medium',
    permissions: ['users:manage', 'security:read', 'bookings:read'],
  },
  {
    name: 'Support Agent',
    description: 'Answers contact messages; reads users, bookings and driver applications.',
    level: 'low',
    permissions: ['users:read', 'bookings:read', 'messages:manage', 'drivers:read'],
  },
  { name: 'User', description: 'An ordinary account, without admin rights.', level: 'low', permissions: [] },
  {
    name: DRIVER_ROLE,
    description: 'An approved driver of the ride service; no admin rights.',
    level: 'low',
    permissions: [DRIVER_PERMISSION],
  },
];

/**
 * Idempotent: every permission exists, and each seeded role is created with its permissions when
 * missing. An existing role is left as it is, so changes made in the admin panel survive restarts.
 */
export async function seedAdminRoles(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(permissions)
      .values(SEEDED_PERMISSIONS.map((p) => ({ resource: p.split(':')[0]!, action: p.split(':')[1]! })))
      .onConflictDoNothing();
    const created = await tx
      .insert(roles)
      .values(SEEDED_ROLES.map(({ name, description, level }) => ({ name, description, level })))
      .onConflictDoNothing()
      .returning({ id: roles.id, name: roles.name });
    if (created.length === 0) return;
    const all = await tx.select().from(permissions);
    const idOf = new Map(all.map((p) => [`${p.resource}:${p.action}`, p.id]));
    const links = created.flatMap((role) =>
      SEEDED_ROLES.find((r) => r.name === role.name)!.permissions.map((p) => ({
        roleId: role.id,
        permissionId: idOf.get(p)!,
      })),
    );
    if (links.length > 0) await tx.insert(rolePermissions).values(links).onConflictDoNothing();
  });
}
