import type { AdminRole } from '@escazo/contracts/admin';
import type { RoleRow } from '../roles/repository.ts';
import { isBuiltInRole } from './rules.ts';

export const presentAdminRole = (
  role: RoleRow,
  permissions: AdminRole['permissions'],
  userCount: number,
): AdminRole => ({
  id: role.id,
  name: role.name,
  description: role.description,
  level: role.level,
  permissions,
  userCount,
  builtIn: isBuiltInRole(role.name),
  createdAt: role.createdAt.toISOString(),
});
