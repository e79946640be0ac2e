import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightSearchRequest, FlightSearchResponse } from '@escazo/contracts/search-flights';
import { api } from '@web/lib/api-client.ts';
import { flightRequestQuery } from '../utils/flight-url.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** GET /api/search/flights: outbound (and return) itineraries, filtered, sorted and paged. */
export const searchFlights = (request: FlightSearchRequest, { signal }: { signal?: AbortSignal } = {}) =>
  api<FlightSearchResponse>(`/api/search/flights?${flightRequestQuery(request)}`, { signal });

export const flightSearchQueryOptions = (request: FlightSearchRequest) =>
  queryOptions({
    queryKey: queryKeys.flights.search(flightRequestQuery(request)),
    queryFn: ({ signal }) => searchFlights(request, { signal }),
    staleTime: 60 * 1000,
  });

/** Null request = nothing to search yet. */
export const useFlightSearch = (request: FlightSearchRequest | null) =>
  useQuery({
    ...flightSearchQueryOptions(request ?? ({} as FlightSearchRequest)),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
