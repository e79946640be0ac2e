import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TripList } from '@escazo/contracts/bookings';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** GET /api/trips: the caller's trips, soonest first. */
export const useTrips = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.bookings.trips(),
      queryFn: ({ signal }) => api<TripList>('/api/trips', { signal }),
    }),
  );
