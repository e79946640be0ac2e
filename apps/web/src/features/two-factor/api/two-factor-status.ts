import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorStatus } from '@escazo/contracts/two-factor';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

export const getTwoFactorStatus = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<TwoFactorStatus>('/api/me/two-factor', { signal });

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.twoFactor(), queryFn: getTwoFactorStatus });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQueryOptions());

/** After a change: this status and the preferences (which show two-factor on or off) refetch. */
export function useRefreshTwoFactorStatus() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.me.twoFactor() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.me.preferences() });
  };
}
