import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bookingListSchema } from '@escazo/contracts/bookings';
import type { NotificationList } from '@escazo/contracts/notifications';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

type BookingList = z.infer<typeof bookingListSchema>;

/** The same keys the bookings list and the bell use, so one answer serves all three and a change anywhere refreshes the dashboard. */

/** GET /api/bookings: every booking of the caller, newest first. */
export const useAllBookings = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.bookings.list(),
      queryFn: ({ signal }) => api<BookingList>('/api/bookings', { signal }),
    }),
  );

/** GET /api/notifications: the newest ones and the unread count. */
export const useDashboardNotifications = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.notifications.all(),
      queryFn: ({ signal }) => api<NotificationList>('/api/notifications', { signal }),
    }),
  );

/** POST /api/notifications/:id/read, then the bell and the dashboard read again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<unknown>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() }),
  });
}
