import { z } from 'zod';
import { multiLineText, singleLineText } from '../text.ts';
import { adminRoleSummarySchema } from './roles.ts';

/** inactive: no sign-in for this many days (an account never signed in counts from its creation). */
export const INACTIVE_AFTER_DAYS = 90;
export const ADMIN_USER_STATUSES = ['active', 'inactive', 'banned'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];
/** The role filter's value for users without an admin role. */
export const NO_ADMIN_ROLE = 'user';
export const ADMIN_USERS_PAGE_SIZE_MAX = 100;
export const BAN_REASON_MAX = 500;

/** GET /api/admin/users?q=&status=&role=&page=&pageSize= */
export const adminUsersQuerySchema = z.object({
  /** Part of the name or e-mail, any case. */
  q: singleLineText().max(200, 'field.tooLong').optional(),
  status: z.enum(ADMIN_USER_STATUSES).optional(),
  /** A role id, or 'user' for users without an admin role. */
  role: z.union([z.literal(NO_ADMIN_ROLE), z.uuid()]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_USERS_PAGE_SIZE_MAX).default(20),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  status: z.enum(ADMIN_USER_STATUSES),
  /** null: an ordinary user (shown as 'User'). */
  role: adminRoleSummarySchema.nullable(),
  createdAt: z.iso.datetime(),
  /** null: never signed in (shown as 'Never'). */
  lastLogin: z.iso.datetime().nullable(),
  bookingsCount: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserParamsSchema = z.object({ id: z.uuid() });

/** GET /api/admin/users/:id */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema.extend({
    bannedAt: z.iso.datetime().nullable(),
    banReason: z.string().nullable(),
    membershipTier: z.string(),
  }),
  sessions: z.array(
    z.object({
      id: z.uuid(),
      createdAt: z.iso.datetime(),
      lastSeenAt: z.iso.datetime(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  /** The newest 20. */
  securityEvents: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      outcome: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
      details: z.record(z.string(), z.unknown()).nullable(),
      at: z.iso.datetime(),
    }),
  ),
  /** The newest 20. */
  bookings: z.array(
    z.object({
      id: z.uuid(),
      confirmationCode: z.string(),
      type: z.string(),
      title: z.string(),
      status: z.string(),
      total: z.object({ amount: z.number().int(), currency: z.string() }),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** PATCH /api/admin/users/:id: roleId null takes the admin role away (an ordinary user). */
export const adminUserUpdateSchema = z
  .object({
    name: singleLineText().min(2, 'auth.nameMin').max(100, 'field.tooLong').optional(),
    roleId: z.uuid().nullable().optional(),
  })
  .refine((v) => v.name !== undefined || v.roleId !== undefined, { message: 'field.invalid' });
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/** POST /api/admin/users/:id/ban */
export const adminBanSchema = z.object({
  reason: multiLineText().min(1, 'admin.banReasonRequired').max(BAN_REASON_MAX, 'field.tooLong'),
});
export type AdminBan = z.infer<typeof adminBanSchema>;
