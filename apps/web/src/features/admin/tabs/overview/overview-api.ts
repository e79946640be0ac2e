import { useQuery } from '@tanstack/react-query';
import type { AdminDailyStats, AdminOverview } from '@escazo/contracts/admin';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** Days the charts cover. */
export const CHART_DAYS = 30;

/** Active sessions, failed sign-ins in the last 24 hours, users and bookings (GET /api/admin/overview). */
export const useAdminOverview = () =>
  useQuery({
    queryKey: queryKeys.admin.overview(),
    queryFn: ({ signal }) => api<AdminOverview>('/api/admin/overview', { signal }),
  });

/** Sign-ups, bookings and failed sign-ins per UTC day, oldest first (GET /api/admin/stats/daily). */
export const useDailyStats = (days = CHART_DAYS) =>
  useQuery({
    queryKey: queryKeys.admin.dailyStats(days),
    queryFn: ({ signal }) => api<AdminDailyStats>(`/api/admin/stats/daily?days=${days}`, { signal }),
  });
