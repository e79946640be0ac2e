import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RidePlace } from '@escazo/contracts/rides';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

type PlacesResponse = { places: RidePlace[] };

/** GET /api/rides/places?city=&q=: up to 8 places of the city matching the text. */
export const ridePlacesQueryOptions = (cityId: string, q: string) =>
  queryOptions({
    queryKey: queryKeys.rides.places(cityId, q.trim().toLowerCase()),
    queryFn: ({ signal }) =>
      api<PlacesResponse>(`/api/rides/places?${new URLSearchParams({ city: cityId, q: q.trim() }).toString()}`, {
        signal,
      }),
    staleTime: 10 * 60 * 1000,
  });

export const useRidePlaces = (cityId: string | null, q: string, enabled: boolean) =>
  useQuery({
    ...ridePlacesQueryOptions(cityId ?? '', q),
    enabled: enabled && cityId !== null && q.trim() !== '',
    placeholderData: keepPreviousData,
  });
