import { z } from 'zod';

export const ROLE_LEVELS = ['high', 'medium', 'low'] as const;
export type RoleLevel = (typeof ROLE_LEVELS)[number];

/** The role that holds every permission; the last active one can be neither removed nor banned. */
export const SUPER_ADMIN_ROLE = 'Super Admin';
/** The role of an ordinary account: it grants nothing, and such users keep no role row. */
export const ORDINARY_USER_ROLE = 'User';

export const adminRoleSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  level: z.enum(ROLE_LEVELS),
});
export type AdminRoleSummary = z.infer<typeof adminRoleSummarySchema>;

/** GET /api/admin/role-options: the roles a user can be given (Users tab: filter and edit). */
export const adminRoleOptionsSchema = z.object({ roles: z.array(adminRoleSummarySchema) });
export type AdminRoleOptions = z.infer<typeof adminRoleOptionsSchema>;
