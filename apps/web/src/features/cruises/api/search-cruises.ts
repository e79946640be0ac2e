import { useQuery } from '@tanstack/react-query';
import type {
  CruiseSailingResponse,
  CruiseSearchRequest,
  CruiseSearchResponse,
} from '@escazo/contracts/search-cruises';
import { api } from '@web/lib/api-client.ts';
import { cruiseApiQuery } from '../utils/cruise-search-params.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** GET /api/search/cruises. */
export const searchCruises = (
  search: CruiseSearchRequest,
  pageSize?: number,
  { signal }: { signal?: AbortSignal } = {},
) => api<CruiseSearchResponse>(`/api/search/cruises?${cruiseApiQuery(search, pageSize)}`, { signal });

export const useCruiseSearch = (search: CruiseSearchRequest | null, pageSize?: number) =>
  useQuery({
    queryKey: queryKeys.search.cruises(search, pageSize),
    queryFn: ({ signal }) => searchCruises(search as CruiseSearchRequest, pageSize, { signal }),
    enabled: search !== null,
    staleTime: 60 * 1000,
  });

/** GET /api/cruises/sailings/:id: the sailing and every cabin category for the party. */
export const useCruiseSailing = (id: string, passengers: number) =>
  useQuery({
    queryKey: queryKeys.cruises.sailing(id, passengers),
    queryFn: ({ signal }) =>
      api<CruiseSailingResponse>(`/api/cruises/sailings/${encodeURIComponent(id)}?passengers=${passengers}`, {
        signal,
      }),
    staleTime: 30 * 1000,
  });
