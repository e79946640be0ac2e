import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightOfferRequest, Itinerary } from '@escazo/contracts/search-flights';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** GET /api/flights/offers/:id: one itinerary re-priced for the cabin and party, with seats left. */
export const getFlightOffer = (id: string, request: FlightOfferRequest, { signal }: { signal?: AbortSignal } = {}) =>
  api<Itinerary>(
    `/api/flights/offers/${encodeURIComponent(id)}?cabin=${request.cabin}&passengers=${request.passengers}`,
    { signal },
  );

export const flightOfferQueryOptions = (id: string, request: FlightOfferRequest) =>
  queryOptions({
    queryKey: queryKeys.flights.offer(id, request.cabin, request.passengers),
    queryFn: ({ signal }) => getFlightOffer(id, request, { signal }),
    staleTime: 30 * 1000,
    retry: false,
  });

/** Null id = nothing to load yet. */
export const useFlightOffer = (id: string | null, request: FlightOfferRequest) =>
  useQuery({ ...flightOfferQueryOptions(id ?? '', request), enabled: id !== null });
