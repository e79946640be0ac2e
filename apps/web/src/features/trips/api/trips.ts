import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TripList } from '@escazo/contracts/bookings';
import { api } from '../../../lib/api-client.ts';

/** Under the bookings key, so any booking change (book, cancel, confirm) refreshes the trips too. */
export const tripsQueryKey = ['bookings', 'trips'] as const;

/** GET /api/trips: the caller's trips, soonest first. */
export const useTrips = () =>
  useQuery(queryOptions({ queryKey: tripsQueryKey, queryFn: ({ signal }) => api<TripList>('/api/trips', { signal }) }));
