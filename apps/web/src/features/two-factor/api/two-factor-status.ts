import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorStatus } from '@escazo/contracts/two-factor';
import { api } from '../../../lib/api-client.ts';

export const twoFactorStatusQueryKey = ['me', 'two-factor'] as const;

export const getTwoFactorStatus = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<TwoFactorStatus>('/api/me/two-factor', { signal });

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: twoFactorStatusQueryKey, queryFn: getTwoFactorStatus });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQueryOptions());

/** After a change: this status and the preferences (which show two-factor on or off) refetch. */
export function useRefreshTwoFactorStatus() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['me', 'preferences'] });
  };
}
