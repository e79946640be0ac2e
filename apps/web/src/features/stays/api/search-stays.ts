import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaySearchResponse } from '@escazo/contracts/search-stays';
import { api } from '@web/lib/api-client.ts';
import { stayApiQuery, type StaySearch } from '../utils/stay-search-params.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** GET /api/search/stays: the documented filters over the inventory, never a 400 (fallbacks). */
export const searchStays = (search: StaySearch, { signal }: { signal?: AbortSignal } = {}) =>
  api<StaySearchResponse>(`/api/search/stays?${stayApiQuery(search)}`, { signal });

export const staySearchQueryOptions = (search: StaySearch) =>
  queryOptions({
    queryKey: queryKeys.search.stays(search),
    queryFn: ({ signal }) => searchStays(search, { signal }),
    staleTime: 60 * 1000,
  });

export const useStaySearch = (search: StaySearch) => useQuery(staySearchQueryOptions(search));
