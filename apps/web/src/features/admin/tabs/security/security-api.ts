import { useInfiniteQuery } from '@tanstack/react-query';
import type { SecurityEventFilters, SecurityEventsPage } from '@escazo/contracts/admin';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** The filters as a query string, shared by the list and the CSV export. */
export function securityFilterSearch(filters: SecurityEventFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['risk', 'action', 'userId', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** Where the CSV of the filtered log downloads from. */
export const securityCsvHref = (filters: SecurityEventFilters) => {
  const search = securityFilterSearch(filters).toString();
  return `/api/admin/security-events.csv${search ? `?${search}` : ''}`;
};

/** The security log, newest first, 50 at a time (keyset cursor `before`). */
export const useSecurityEvents = (filters: SecurityEventFilters) =>
  useInfiniteQuery({
    queryKey: queryKeys.admin.securityEvents(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = securityFilterSearch(filters);
      if (pageParam) params.set('before', pageParam);
      return api<SecurityEventsPage>(`/api/admin/security-events?${params.toString()}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
