import { z } from 'zod';

/** GET /api/admin/overview: the Security tab's figures, at the server's clock. */
export const adminOverviewSchema = z.object({
  /** Sessions not yet expired. */
  activeSessions: z.number().int(),
  /** Failed sign-in attempts (FAILED_SIGN_IN_ACTIONS) in the last 24 hours. */
  failedSignIns24h: z.number().int(),
  usersTotal: z.number().int(),
  /** Every booking ever made, whatever its status. */
  bookingsTotal: z.number().int(),
  generatedAt: z.iso.datetime(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const ADMIN_STATS_DAYS_MAX = 365;

/** GET /api/admin/stats/daily?days=30: the last `days` UTC days, today included. */
export const adminDailyStatsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(ADMIN_STATS_DAYS_MAX).default(30),
});

export const adminDailyStatsSchema = z.object({
  /** Oldest first, one entry per UTC day (days without events are zeros). */
  days: z.array(
    z.object({
      day: z.iso.date(),
      signUps: z.number().int(),
      bookings: z.number().int(),
      failedSignIns: z.number().int(),
    }),
  ),
});
export type AdminDailyStats = z.infer<typeof adminDailyStatsSchema>;
