import { useQuery } from '@tanstack/react-query';
import type { AdminStatus } from '@escazo/contracts/admin';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** Whether the signed-in user may open /admin (GET /api/me/admin): the header menu's Admin panel link. */
export const useAdminStatus = (userId: string) =>
  useQuery({
    queryKey: queryKeys.admin.status(userId),
    queryFn: ({ signal }) => api<AdminStatus>('/api/me/admin', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
