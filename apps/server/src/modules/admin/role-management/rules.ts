import {
  ADMIN_RESOURCES,
  DRIVER_ROLE,
  ORDINARY_USER_ROLE,
  SUPER_ADMIN_ROLE,
  type Permission,
} from '@escazo/contracts/admin';
import { AppError } from '@server/lib/app-error.ts';

/** The grants the Super Admin role always keeps. */
export const SUPER_ADMIN_GRANTS: readonly Permission[] = ADMIN_RESOURCES.map(
  (resource) => `${resource}:manage` as const,
);

/** Roles the code finds by name: they keep it and cannot be deleted. */
export const BUILT_IN_ROLES: readonly string[] = [SUPER_ADMIN_ROLE, ORDINARY_USER_ROLE, DRIVER_ROLE];
/** Roles given to accounts that must not get admin rights through them. */
const NO_ADMIN_GRANTS: readonly string[] = [ORDINARY_USER_ROLE, DRIVER_ROLE];

export const isBuiltInRole = (name: string) => BUILT_IN_ROLES.includes(name);

export const roleProtected = (message: string) => new AppError(409, 'ROLE_PROTECTED', message);
export const roleNameTaken = () => new AppError(409, 'ROLE_NAME_TAKEN', 'Another role already has this name.');
export const roleInUse = () =>
  new AppError(409, 'ROLE_IN_USE', 'This role is given to some accounts: give them another role first.');

/**
 * A built-in role keeps its name; Super Admin keeps every manage grant; User and Driver grant no
 * admin permission (every ordinary account or driver would get it).
 */
export function checkBuiltInChange(
  current: string,
  change: { name?: string; permissions?: readonly Permission[] },
): void {
  if (!isBuiltInRole(current)) return;
  if (change.name !== undefined && change.name !== current) throw roleProtected(`The ${current} role keeps its name.`);
  if (!change.permissions) return;
  if (current === SUPER_ADMIN_ROLE && !SUPER_ADMIN_GRANTS.every((grant) => change.permissions!.includes(grant))) {
    throw roleProtected('The Super Admin role keeps every manage permission.');
  }
  if (NO_ADMIN_GRANTS.includes(current) && change.permissions.length > 0)
    throw roleProtected(`The ${current} role grants no admin permission.`);
}
