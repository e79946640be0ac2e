import type { AdminUser, AdminUserDetail, RoleLevel } from '@escazo/contracts/admin';
import type { AdminUserRow, recentBookings, recentSecurityEvents, userSessions } from './repository.ts';

export function presentAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    role: row.role ? { ...row.role, level: row.role.level as RoleLevel } : null,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLoginAt?.toISOString() ?? null,
    bookingsCount: row.bookingsCount,
  };
}

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

export function presentAdminUserDetail(
  row: AdminUserRow,
  sessions: Rows<typeof userSessions>,
  events: Rows<typeof recentSecurityEvents>,
  bookings: Rows<typeof recentBookings>,
): AdminUserDetail {
  return {
    user: {
      ...presentAdminUser(row),
      bannedAt: row.bannedAt?.toISOString() ?? null,
      banReason: row.banReason,
      membershipTier: row.membershipTier,
    },
    sessions: sessions.map((s) => ({
      id: s.publicId,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    securityEvents: events.map((e) => ({
      id: e.id,
      type: e.type,
      outcome: e.outcome,
      ipAddress: e.ipAddress,
      userAgent: e.userAgent,
      details: (e.details as Record<string, unknown> | null) ?? null,
      at: e.createdAt.toISOString(),
    })),
    bookings: bookings.map((b) => ({
      id: b.id,
      confirmationCode: b.confirmationCode,
      type: b.type,
      title: b.title,
      status: b.status,
      total: { amount: b.totalAmount, currency: b.currency },
      createdAt: b.createdAt.toISOString(),
    })),
  };
}
