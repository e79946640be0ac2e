import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RideCityDetail, RideCitySummary } from '@escazo/contracts/rides';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

type CitiesResponse = { cities: RideCitySummary[] };

/** GET /api/rides/cities?q=: ride cities by name; an empty query lists the largest first. */
export const ridesCitiesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.rides.cities(q.trim().toLowerCase()),
    queryFn: ({ signal }) =>
      api<CitiesResponse>(`/api/rides/cities?${new URLSearchParams({ q: q.trim() }).toString()}`, { signal }),
    staleTime: 60 * 60 * 1000,
  });

export const useRideCities = (q: string, enabled = true) =>
  useQuery({ ...ridesCitiesQueryOptions(q), enabled, placeholderData: keepPreviousData });

/** GET /api/rides/cities/:id: time zone, centre and the popular-location shortcuts. */
export const rideCityQueryOptions = (cityId: string) =>
  queryOptions({
    queryKey: queryKeys.rides.city(cityId),
    queryFn: ({ signal }) => api<RideCityDetail>(`/api/rides/cities/${encodeURIComponent(cityId)}`, { signal }),
    staleTime: 60 * 60 * 1000,
  });

export const useRideCity = (cityId: string | null) =>
  useQuery({ ...rideCityQueryOptions(cityId ?? ''), enabled: cityId !== null });
