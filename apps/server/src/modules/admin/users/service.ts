import type { FastifyRequest } from 'fastify';
import { hasPermission, PERMISSIONS, type AdminUserUpdate } from '@escazo/contracts/admin';
import { validationMessages } from '@escazo/contracts/messages';
import type { Db } from '@server/db/client.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import type { CurrentAdmin } from '../access/route-permission.ts';
import { recordAdminEvent } from '../admin-events.ts';
import { changeUserRole } from '../roles/change-role.ts';
import { findRoleById, findUserRole, rolePermissionNames, type RoleRow } from '../roles/repository.ts';
import { guardLastSuperAdmin } from '../roles/super-admins.ts';
import * as repo from './repository.ts';

export type AdminAction = { db: Db; request: FastifyRequest; admin: CurrentAdmin; now: Date };

const outrankedError = () =>
  new AppError(403, 'FORBIDDEN', 'You can only act on roles whose permissions you hold yourself.');

/** An administrator gives, takes or acts on a role only when they hold every permission it grants. */
async function assertHoldsRole({ db, admin }: AdminAction, role: RoleRow | null | undefined): Promise<void> {
  if (!role) return;
  // Only admin permissions count: a Driver's rides:drive is nobody's to hold in the panel.
  const needed = (await rolePermissionNames(db, role.id)).filter((p) => (PERMISSIONS as string[]).includes(p));
  if (!needed.every((p) => hasPermission(admin.permissions, p))) throw outrankedError();
}

async function targetUser(action: AdminAction, id: string) {
  const row = await repo.findAdminUser(action.db, id, action.now);
  if (!row) throw notFound('User');
  return row;
}

async function roleFromInput(db: Db, roleId: string | null): Promise<RoleRow | null> {
  if (roleId === null) return null;
  const role = await findRoleById(db, roleId);
  if (role) return role;
  const message = validationMessages['field.invalid'];
  throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'roleId', code: 'field.invalid', message }]);
}

/**
 * The rule for every write on another account: an administrator acts only on an account whose
 * role they could grant themselves (they hold every admin permission it gives), so a User Manager
 * can neither rename nor ban nor unban a Super Admin.
 */
async function assertMayActOn(action: AdminAction, userId: string): Promise<void> {
  await assertHoldsRole(action, await findUserRole(action.db, userId));
}

/**
 * PATCH /api/admin/users/:id: the name and/or the admin role (audited: user_updated, role_changed).
 * The changes and their audit events are one transaction: nothing is changed unrecorded.
 */
export async function updateUser(action: AdminAction, id: string, input: AdminUserUpdate) {
  const { db, request, now } = action;
  const target = await targetUser(action, id);
  await assertMayActOn(action, id);
  const next = input.roleId !== undefined ? await roleFromInput(db, input.roleId) : undefined;
  if (next !== undefined) await assertHoldsRole(action, next);
  await db.transaction(async (tx) => {
    if (next !== undefined) {
      const change = await changeUserRole(tx, id, next);
      if (change.changed)
        await recordAdminEvent(tx, request, {
          type: 'role_changed',
          target,
          details: { from: change.from, to: change.to },
        });
    }
    if (input.name !== undefined && input.name !== target.name) {
      await repo.updateUserName(tx, id, input.name, now);
      await recordAdminEvent(tx, request, { type: 'user_updated', target, details: { fields: ['name'] } });
    }
  });
  return targetUser(action, id);
}

/**
 * Bans a user: status 'banned' with the reason, and every session ends in the same transaction as
 * the audit event, so the next request of that user is signed out and no ban goes unrecorded.
 * Never oneself, never the last Super Admin.
 */
export async function banUser(action: AdminAction, id: string, reason: string) {
  const { db, request, admin, now } = action;
  if (id === admin.user.id) throw new AppError(400, 'CANNOT_BAN_SELF', 'You cannot ban your own account.');
  const target = await targetUser(action, id);
  await assertMayActOn(action, id);
  await db.transaction(async (tx) => {
    await guardLastSuperAdmin(tx, id);
    const sessionsEnded = await repo.banUser(tx, id, reason, now);
    await recordAdminEvent(tx, request, { type: 'user_banned', target, details: { reason, sessionsEnded } });
  });
  return targetUser(action, id);
}

/** Lifts a ban: the account is active again and can sign in (audited in the same transaction). */
export async function unbanUser(action: AdminAction, id: string) {
  const { db, request, now } = action;
  const target = await targetUser(action, id);
  await assertMayActOn(action, id);
  await db.transaction(async (tx) => {
    if (await repo.unbanUser(tx, id, now)) await recordAdminEvent(tx, request, { type: 'user_unbanned', target });
  });
  return targetUser(action, id);
}

export async function userDetail(action: AdminAction, id: string) {
  const { db } = action;
  const row = await targetUser(action, id);
  const [sessions, events, bookings] = await Promise.all([
    repo.userSessions(db, id),
    repo.recentSecurityEvents(db, id),
    repo.recentBookings(db, id),
  ]);
  return { row, sessions, events, bookings };
}
