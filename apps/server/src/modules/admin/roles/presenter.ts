import type { AdminRoleSummary } from '@escazo/contracts/admin';
import type { RoleRow } from './repository.ts';

export const presentRole = (role: RoleRow): AdminRoleSummary => ({
  id: role.id,
  name: role.name,
  description: role.description,
  level: role.level,
});
