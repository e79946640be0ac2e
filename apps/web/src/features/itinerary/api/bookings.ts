import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bookingListSchema } from '@escazo/contracts/bookings';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

type BookingList = z.infer<typeof bookingListSchema>;

/**
 * GET /api/bookings: all of the caller's bookings, under the bookings key so any booking change
 * refreshes it. The key repeats the bookings feature's list key for the unfiltered list: a
 * feature cannot import another feature, and that key lives in features/bookings, outside this
 * change; sharing it would mean moving it to lib/ for both.
 */
export const allBookingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.bookings.list(),
    queryFn: ({ signal }) => api<BookingList>('/api/bookings', { signal }),
  });

export const useAllBookings = () => useQuery(allBookingsQueryOptions());
