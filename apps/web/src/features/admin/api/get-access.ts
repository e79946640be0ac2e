import { useQuery } from '@tanstack/react-query';
import type { AdminAccess } from '@escazo/contracts/admin';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

export const getAdminAccess = ({ signal }: { signal?: AbortSignal } = {}): Promise<AdminAccess> =>
  api<AdminAccess>('/api/admin/access', { signal });

/**
 * The caller's admin role and permissions (GET /api/admin/access): 401 signed out, 403 without
 * rights. Asked once per visit: each answer is written to the security log.
 */
export const useAdminAccess = () =>
  useQuery({
    queryKey: queryKeys.admin.access(),
    queryFn: getAdminAccess,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
