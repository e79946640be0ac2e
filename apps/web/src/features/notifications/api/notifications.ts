import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@escazo/contracts/notifications';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** How often the bell asks again while the page stays open (it also refetches on focus). */
const POLL_MS = 60_000;

/** GET /api/notifications: the newest ones and how many of all are unread. */
export const getNotifications = (signal?: AbortSignal): Promise<NotificationList> =>
  api<NotificationList>('/api/notifications', { signal });

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.all(),
    queryFn: ({ signal }) => getNotifications(signal),
    refetchInterval: POLL_MS,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());

export const markNotificationRead = (id: string): Promise<unknown> =>
  api<unknown>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });

export const markAllNotificationsRead = (): Promise<unknown> =>
  api<unknown>('/api/notifications/read-all', { method: 'POST' });

function useNotificationMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() }),
  });
}

export const useMarkNotificationRead = () => useNotificationMutation(markNotificationRead);
export const useMarkAllNotificationsRead = () => useNotificationMutation(markAllNotificationsRead);
