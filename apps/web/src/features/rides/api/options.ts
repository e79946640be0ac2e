import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RideOptionsResponse } from '@escazo/contracts/rides';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

export type RideOptionsParams = { city: string; pickup: string; destination: string; when: string; passengers: number };

/** GET /api/rides/options: the route and the five options priced, with availability and ETA. */
export const rideOptionsQueryOptions = (params: RideOptionsParams) =>
  queryOptions({
    queryKey: queryKeys.rides.optionsFor(params),
    queryFn: ({ signal }) =>
      api<RideOptionsResponse>(
        `/api/rides/options?${new URLSearchParams({ ...params, passengers: String(params.passengers) }).toString()}`,
        { signal },
      ),
    // Drivers move and get booked: a quote is fresh for a minute.
    staleTime: 60 * 1000,
    retry: false,
  });

/** Options for a complete search; `null` while pickup, destination or the time is missing. */
export const useRideOptions = (params: RideOptionsParams | null) =>
  useQuery({
    ...rideOptionsQueryOptions(params ?? { city: '', pickup: '', destination: '', when: 'now', passengers: 1 }),
    enabled: params !== null,
  });
