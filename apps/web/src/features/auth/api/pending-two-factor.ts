import { useQuery } from '@tanstack/react-query';
import type { TwoFactorPending } from '@escazo/contracts/two-factor';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** GET /api/auth/two-factor/pending: the sign-in waiting for its second factor (the httpOnly cookie names it). */
export const getPendingTwoFactor = (): Promise<{ twoFactor: TwoFactorPending }> => api('/api/auth/two-factor/pending');

/**
 * A social sign-in comes back with only the method in the address: this reads where the code went
 * and when another may be asked for. Read once, never refetched (a resend answers its own timing).
 */
export const usePendingTwoFactor = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.session.pendingTwoFactor(),
    queryFn: getPendingTwoFactor,
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
