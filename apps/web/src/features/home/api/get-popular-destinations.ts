import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PopularDestination } from '@escazo/contracts/destinations';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

export type PopularDestinationList = { items: PopularDestination[] };

/** GET /api/destinations/popular: the featured destinations with their from-prices. */
export const getPopularDestinations = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<PopularDestinationList>('/api/destinations/popular', { signal });

export const popularDestinationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.popularDestinations.all(),
    queryFn: ({ signal }) => getPopularDestinations({ signal }),
    staleTime: 5 * 60 * 1000,
  });

export const usePopularDestinations = () => useQuery(popularDestinationsQueryOptions());
