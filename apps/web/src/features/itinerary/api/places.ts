import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { planningPlaceListSchema } from '@escazo/contracts/planning';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

type PlaceList = z.infer<typeof planningPlaceListSchema>;

/** GET /api/planning/destinations/:id/places: the destination's catalogue (public, cached, never changes while open). */
export const placesQueryOptions = (destinationId: string) =>
  queryOptions({
    queryKey: queryKeys.planningPlaces.forDestination(destinationId),
    queryFn: ({ signal }) =>
      api<PlaceList>(`/api/planning/destinations/${encodeURIComponent(destinationId)}/places`, { signal }),
    select: (body) => body.places,
    staleTime: Infinity,
  });

export const usePlaces = (destinationId: string, enabled: boolean) =>
  useQuery({ ...placesQueryOptions(destinationId), enabled });
