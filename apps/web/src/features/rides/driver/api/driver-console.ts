import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DriverMe, DriverOnlineRequest } from '@escazo/contracts/rides';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** While online the console asks again this often, so an offer shows up within a few seconds. */
export const DRIVER_POLL_MS = 3000;

/** GET /api/driver/me: the caller's driver profile, online state and current ride (403 DRIVER_ONLY for non-drivers). */
export const useDriverMe = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.driver.me(),
    queryFn: ({ signal }) => api<DriverMe>('/api/driver/me', { signal }),
    enabled,
    retry: false,
    refetchInterval: (query) => (query.state.data?.online || query.state.data?.ride ? DRIVER_POLL_MS : false),
    refetchIntervalInBackground: false,
  });

/** The console's actions: each is a POST answering the console's new state. */
export type DriverRideAction = 'accept' | 'decline' | 'arrived' | 'start' | 'complete';

export type DriverCommand =
  { kind: 'online'; body: DriverOnlineRequest } | { kind: 'offline' } | { kind: DriverRideAction; rideId: string };

function send(command: DriverCommand): Promise<DriverMe> {
  switch (command.kind) {
    case 'online':
      return api<DriverMe>('/api/driver/online', { method: 'POST', body: command.body });
    case 'offline':
      return api<DriverMe>('/api/driver/offline', { method: 'POST' });
    default:
      return api<DriverMe>(`/api/driver/rides/${encodeURIComponent(command.rideId)}/${command.kind}`, {
        method: 'POST',
      });
  }
}

/** Runs one command; the answer replaces the cached console state, a failure reloads it. */
export function useDriverCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (me) => queryClient.setQueryData(queryKeys.driver.me(), me),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.driver.me() }),
  });
}
