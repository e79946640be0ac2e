import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DealsPage, DealsQuery, FeaturedDeals } from '@escazo/contracts/deals';
import { api } from '@web/lib/api-client.ts';
import { dealsSearchParams } from '../utils/deals-url.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** GET /api/deals: one page of deals for the query. */
export const listDeals = (query: DealsQuery, { signal }: { signal?: AbortSignal } = {}) => {
  const search = dealsSearchParams(query).toString();
  return api<DealsPage>(`/api/deals${search ? `?${search}` : ''}`, { signal });
};

export const dealsQueryOptions = (query: DealsQuery) =>
  queryOptions({
    queryKey: queryKeys.deals.list(query),
    queryFn: ({ signal }) => listDeals(query, { signal }),
    staleTime: 60 * 1000,
  });

/** The list keeps showing the previous page while the next one loads, so paging does not jump. */
export const useDeals = (query: DealsQuery) =>
  useQuery({ ...dealsQueryOptions(query), placeholderData: keepPreviousData });

/** GET /api/deals/featured: at most six deals, best by discount and rating. */
export const getFeaturedDeals = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<FeaturedDeals>('/api/deals/featured', { signal });

export const useFeaturedDeals = () =>
  useQuery({ queryKey: queryKeys.deals.featured(), queryFn: getFeaturedDeals, staleTime: 60 * 1000 });
