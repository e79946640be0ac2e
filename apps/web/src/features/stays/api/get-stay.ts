import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StayDetailResponse } from '@escazo/contracts/search-stays';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

export type StayDetailQuery = {
  checkIn?: string | undefined;
  checkOut?: string | undefined;
  from?: string | undefined;
};

function query(params: StayDetailQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /api/stays/:id: the stay, its gallery, a 60-night availability calendar and the price for the dates. */
export const getStay = (id: string, params: StayDetailQuery, { signal }: { signal?: AbortSignal } = {}) =>
  api<StayDetailResponse>(`/api/stays/${encodeURIComponent(id)}${query(params)}`, { signal });

export const stayQueryOptions = (id: string, params: StayDetailQuery) =>
  queryOptions({
    queryKey: queryKeys.stays.detail(id, params),
    queryFn: ({ signal }) => getStay(id, params, { signal }),
    staleTime: 30 * 1000,
  });

export const useStay = (id: string, params: StayDetailQuery) => useQuery(stayQueryOptions(id, params));
