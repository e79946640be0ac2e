import type { FastifyRequest } from 'fastify';
import type { AdminRole, AdminRoleCreate, AdminRoleUpdate, RoleLevel } from '@escazo/contracts/admin';
import { ORDINARY_USER_ROLE } from '@escazo/contracts/admin';
import type { Db } from '@server/db/client.ts';
import { notFound } from '@server/lib/app-error.ts';
import { isUniqueViolation } from '@server/lib/unique-violation.ts';
import { recordAdminEvent } from '../admin-events.ts';
import { findRoleById, listRoles, type RoleRow } from '../roles/repository.ts';
import { presentAdminRole } from './presenter.ts';
import { isForeignKeyViolation } from './foreign-key.ts';
import * as repo from './repository.ts';
import { checkBuiltInChange, isBuiltInRole, roleInUse, roleNameTaken, roleProtected } from './rules.ts';

export async function listAdminRoles(db: Db): Promise<AdminRole[]> {
  const [roles, grants, counts] = await Promise.all([
    listRoles(db),
    repo.permissionsByRole(db),
    repo.userCountsByRole(db),
  ]);
  return roles.map((role) =>
    presentAdminRole(
      role,
      grants.get(role.id) ?? [],
      counts.get(role.name === ORDINARY_USER_ROLE ? null : role.id) ?? 0,
    ),
  );
}

async function adminRole(db: Db, id: string): Promise<AdminRole> {
  const role = (await listAdminRoles(db)).find((r) => r.id === id);
  if (!role) throw notFound('This role');
  return role;
}

/** A name taken by the exact-name unique index (two creations at once) reads as the same conflict. */
async function nameConflictAware<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw roleNameTaken();
    throw err;
  }
}

export async function createRole(db: Db, request: FastifyRequest, input: AdminRoleCreate): Promise<AdminRole> {
  const { permissions, ...values } = input;
  const role = await nameConflictAware(() =>
    db.transaction(async (tx) => {
      const created = await repo.insertRoleIfNameFree(tx, values);
      if (!created) throw roleNameTaken();
      await repo.replaceRolePermissions(tx, created.id, permissions);
      await recordAdminEvent(tx, request, {
        type: 'role_created',
        target: null,
        details: { roleId: created.id, name: created.name, level: created.level, permissions },
      });
      return created;
    }),
  );
  return adminRole(db, role.id);
}

const added = (from: readonly string[], to: readonly string[]) => to.filter((p) => !from.includes(p));

export async function updateRole(
  db: Db,
  request: FastifyRequest,
  id: string,
  input: AdminRoleUpdate,
): Promise<AdminRole> {
  const before = await adminRole(db, id);
  await nameConflictAware(() =>
    db.transaction(async (tx) => {
      const current: RoleRow | undefined = await repo.lockRole(tx, id);
      if (!current) throw notFound('This role');
      checkBuiltInChange(current.name, input);
      const next = {
        name: input.name ?? current.name,
        description: input.description ?? current.description,
        level: (input.level ?? current.level) as RoleLevel,
      };
      if (!(await repo.updateRoleIfNameFree(tx, id, next))) throw roleNameTaken();
      if (input.permissions) await repo.replaceRolePermissions(tx, id, input.permissions);
      const after = await adminRole(tx, id);
      await recordAdminEvent(tx, request, {
        type: 'role_updated',
        target: null,
        details: {
          roleId: id,
          name: after.name,
          ...(next.name !== current.name ? { name: { from: current.name, to: next.name } } : {}),
          ...(next.description !== current.description
            ? { description: { from: current.description, to: next.description } }
            : {}),
          ...(next.level !== current.level ? { level: { from: current.level, to: next.level } } : {}),
          permissionsAdded: added(before.permissions, after.permissions),
          permissionsRemoved: added(after.permissions, before.permissions),
        },
      });
    }),
  );
  return adminRole(db, id);
}

/**
 * Deletes an unused role that is not built in; the database decides "unused" in the delete itself,
 * and the audit event is written in the same transaction.
 */
export async function deleteRole(db: Db, request: FastifyRequest, id: string): Promise<void> {
  let deleted: RoleRow | undefined;
  try {
    deleted = await db.transaction(async (tx) => {
      const row = await repo.deleteUnusedRole(tx, id);
      if (row)
        await recordAdminEvent(tx, request, {
          type: 'role_deleted',
          target: null,
          details: { roleId: id, name: row.name, level: row.level },
        });
      return row;
    });
  } catch (err) {
    // An account given the role while the delete ran: the foreign key refuses (restrict).
    if (isForeignKeyViolation(err)) throw roleInUse();
    throw err;
  }
  if (!deleted) {
    const role = await findRoleById(db, id);
    if (!role) throw notFound('This role');
    if (isBuiltInRole(role.name)) throw roleProtected(`The ${role.name} role cannot be deleted.`);
    throw roleInUse();
  }
}
