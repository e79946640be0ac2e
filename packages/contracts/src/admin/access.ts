import { z } from 'zod';
import { permissionSchema } from './permissions.ts';
import { adminRoleSummarySchema } from './roles.ts';

/** GET /api/admin/access: 200 with the caller's role and permissions; 401 signed out; 403 ADMIN_ACCESS_DENIED. */
export const adminAccessSchema = z.object({
  permissions: z.array(permissionSchema),
  role: adminRoleSummarySchema,
});
export type AdminAccess = z.infer<typeof adminAccessSchema>;

/** GET /api/me/admin: whether the caller has any admin permission (false when signed out): the header's Admin panel link. Never logged. */
export const adminStatusSchema = z.object({ admin: z.boolean() });
export type AdminStatus = z.infer<typeof adminStatusSchema>;
