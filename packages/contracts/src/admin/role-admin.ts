import { z } from 'zod';
import { singleLineText } from '../text.ts';
import { permissionSchema } from './permissions.ts';
import { ROLE_LEVELS } from './roles.ts';

export const ROLE_NAME_MAX = 50;
export const ROLE_DESCRIPTION_MAX = 300;

/**
 * A role in the Roles tab. Reading the list needs roles:read, every change roles:manage.
 * builtIn: Super Admin, User and Driver, which keep their names and cannot be deleted; Super Admin
 * also keeps every manage permission, and User and Driver grant no admin permission (Driver keeps
 * its rides:drive, which no request can change). userCount of User: accounts without any role.
 */
export const adminRoleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  level: z.enum(ROLE_LEVELS),
  /** Sorted 'resource:action' admin permissions (the Driver role's rides:drive is not one, and not listed). */
  permissions: z.array(permissionSchema),
  userCount: z.number().int(),
  builtIn: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;

/** GET /api/admin/roles: highest level first, then by name. */
export const adminRoleListSchema = z.object({ roles: z.array(adminRoleSchema) });
export type AdminRoleList = z.infer<typeof adminRoleListSchema>;

const roleName = singleLineText().min(2, 'admin.roleNameRequired').max(ROLE_NAME_MAX, 'field.tooLong');
const roleDescription = singleLineText().max(ROLE_DESCRIPTION_MAX, 'field.tooLong');
/** Known resource:action names only; duplicates are dropped. */
const rolePermissions = z
  .array(permissionSchema)
  .max(50, 'field.invalid')
  .transform((list) => [...new Set(list)].sort());

/** POST /api/admin/roles → 201 AdminRole; 409 ROLE_NAME_TAKEN. */
export const adminRoleCreateSchema = z.object({
  name: roleName,
  description: roleDescription.default(''),
  level: z.enum(ROLE_LEVELS),
  permissions: rolePermissions.default([]),
});
export type AdminRoleCreate = z.infer<typeof adminRoleCreateSchema>;
export type AdminRoleCreateInput = z.input<typeof adminRoleCreateSchema>;

/** PATCH /api/admin/roles/:id → 200 AdminRole; 409 ROLE_NAME_TAKEN or ROLE_PROTECTED (a built-in role's name or grants). `permissions` replaces the admin permissions. */
export const adminRoleUpdateSchema = z
  .object({
    name: roleName.optional(),
    description: roleDescription.optional(),
    level: z.enum(ROLE_LEVELS).optional(),
    permissions: rolePermissions.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: 'field.invalid' });
export type AdminRoleUpdate = z.infer<typeof adminRoleUpdateSchema>;
export type AdminRoleUpdateInput = z.input<typeof adminRoleUpdateSchema>;

export const adminRoleParamsSchema = z.object({ id: z.uuid() });
// DELETE /api/admin/roles/:id → 204; 409 ROLE_IN_USE while any account has it, ROLE_PROTECTED for a built-in role.
