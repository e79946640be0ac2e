import { ORDINARY_USER_ROLE, SUPER_ADMIN_ROLE } from '@escazo/contracts/admin';
import type { Db } from '@server/db/client.ts';
import { guardLastSuperAdmin } from './super-admins.ts';
import { findUserRole, replaceUserRole, type RoleRow } from './repository.ts';

export type RoleChange = { from: string | null; to: string | null; changed: boolean };

/**
 * Gives a user a role, or none (null, or the 'User' role: ordinary users have no role row), in
 * one transaction that refuses to take the role away from the last active Super Admin.
 */
export async function changeUserRole(db: Db, userId: string, role: RoleRow | null): Promise<RoleChange> {
  const next = role && role.name !== ORDINARY_USER_ROLE ? role : null;
  return db.transaction(async (tx) => {
    const current = await findUserRole(tx, userId);
    const from = current?.name ?? null;
    const to = next?.name ?? null;
    if (current?.id === next?.id) return { from, to, changed: false };
    if (current?.name === SUPER_ADMIN_ROLE) await guardLastSuperAdmin(tx, userId);
    await replaceUserRole(tx, userId, next?.id ?? null);
    return { from, to, changed: true };
  });
}
