import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExploreResponse, ExploreTab } from '@escazo/contracts/explore';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** GET /api/explore: a tab's six destinations; without `from` the server prices from the home airport or JFK. */
export const getExplore = (tab: ExploreTab, from: string | null, signal?: AbortSignal): Promise<ExploreResponse> => {
  const params = new URLSearchParams({ tab });
  if (from) params.set('from', from);
  return api<ExploreResponse>(`/api/explore?${params.toString()}`, { signal });
};

export const exploreQueryOptions = (tab: ExploreTab, from: string | null) =>
  queryOptions({
    queryKey: queryKeys.explore.tab(tab, from ?? ''),
    queryFn: ({ signal }) => getExplore(tab, from, signal),
    // The server keeps each answer for a minute.
    staleTime: 60_000,
  });

export const useExplore = (tab: ExploreTab, from: string | null) => useQuery(exploreQueryOptions(tab, from));
