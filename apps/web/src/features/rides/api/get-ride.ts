import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RideDetail } from '@escazo/contracts/rides';
import { api, ApiError } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** GET /api/rides/:id: the ride with its driver, timeline and cancellation quote (404 for another user's). */
export const getRide = (id: string, signal?: AbortSignal): Promise<RideDetail> =>
  api<RideDetail>(`/api/rides/${encodeURIComponent(id)}`, { signal });

export const rideQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.rides.detail(id),
    queryFn: ({ signal }) => getRide(id, signal),
    // A missing ride stays missing: no retries on 4xx.
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
  });

export const useRide = (id: string) => useQuery(rideQueryOptions(id));
