import { useQuery } from '@tanstack/react-query';
import type { RideCityDetail, RideCitySummary } from '@escazo/contracts/rides';
import { api, ApiError } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

type CitiesResponse = { cities: RideCitySummary[] };

const searchCities = (q: string, signal: AbortSignal) =>
  api<CitiesResponse>(`/api/rides/cities?${new URLSearchParams({ q }).toString()}`, { signal }).then((r) => r.cities);

/** 'Lisbon, Portugal' → 'lisbon': the profile's location compared by its city part. */
const cityPart = (location: string) => location.split(',')[0]!.trim().toLowerCase();

async function findDefaultCity(
  requested: string | null,
  location: string,
  signal: AbortSignal,
): Promise<RideCitySummary | null> {
  if (requested) {
    try {
      const city = await api<RideCityDetail>(`/api/rides/cities/${encodeURIComponent(requested)}`, { signal });
      return { id: city.id, name: city.name, country: city.country };
    } catch (err) {
      if (!(err instanceof ApiError) || err.status < 400 || err.status >= 500) throw err;
    }
  }
  const wanted = cityPart(location);
  if (wanted) {
    const match = (await searchCities(wanted, signal)).find((c) => c.name.toLowerCase() === wanted);
    if (match) return match;
  }
  return (await searchCities('', signal))[0] ?? null;
}

/**
 * The city the page opens on: the one in `?city=`, else the traveller's profile city when rides
 * run there, else the largest ride city. Waits until the profile (if any) is known.
 */
export function useDefaultCity(requested: string | null, location: string, ready: boolean) {
  return useQuery({
    queryKey: queryKeys.rides.defaultCity(requested ?? '', cityPart(location)),
    queryFn: ({ signal }) => findDefaultCity(requested, location, signal),
    enabled: ready,
    staleTime: Infinity,
  });
}
