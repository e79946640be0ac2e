import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RideCityDetail, RideCitySummary, RidePlace } from '@escazo/contracts/rides';
import { api } from '../../../lib/api-client.ts';

/** GET /api/rides/cities?q=: up to 20 ride cities, largest first when q is empty. */
export const useRideCities = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: ['rides', 'cities', q],
    queryFn: ({ signal }) => api<{ cities: RideCitySummary[] }>(`/api/rides/cities?q=${encodeURIComponent(q)}`, { signal }),
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** GET /api/rides/places?city=&q=: up to 8 places of one city matching the text. */
export const useRidePlaces = (cityId: string | null, q: string, enabled: boolean) =>
  useQuery({
    queryKey: ['rides', 'places', cityId, q],
    queryFn: ({ signal }) =>
      api<{ places: RidePlace[] }>(`/api/rides/places?city=${encodeURIComponent(cityId ?? '')}&q=${encodeURIComponent(q)}`, { signal }),
    enabled: enabled && cityId !== null,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** GET /api/rides/cities/:id: the city's name for the console's status line. */
export const useRideCity = (cityId: string | null) =>
  useQuery({
    queryKey: ['rides', 'city', cityId],
    queryFn: ({ signal }) => api<RideCityDetail>(`/api/rides/cities/${encodeURIComponent(cityId ?? '')}`, { signal }),
    enabled: cityId !== null,
    staleTime: Infinity,
  });
