import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer } from '@escazo/contracts/bookings';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** GET /api/offers/:id: 404 unknown or another account's, 410 OFFER_EXPIRED past its expiry; a booked offer names its booking. */
export const getOffer = (id: string, { signal }: { signal?: AbortSignal } = {}): Promise<{ offer: Offer }> =>
  api<{ offer: Offer }>(`/api/offers/${encodeURIComponent(id)}`, { signal });

export const offerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.offers.detail(id),
    queryFn: ({ signal }) => getOffer(id, { signal }),
    retry: false,
    staleTime: Infinity,
  });

export const useOffer = (id: string) => useQuery(offerQueryOptions(id));
