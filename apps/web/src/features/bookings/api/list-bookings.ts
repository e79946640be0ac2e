import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bookingListSchema, bookingStatusFilters } from '@escazo/contracts/bookings';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

type BookingList = z.infer<typeof bookingListSchema>;
export type BookingStatusFilter = (typeof bookingStatusFilters)[number];
export type BookingListFilter = { status?: BookingStatusFilter; q?: string };

/** GET /api/bookings: the caller's own, filtered by status (or upcoming) and a text query. */
export const listBookings = ({ status, q }: BookingListFilter, signal?: AbortSignal): Promise<BookingList> => {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (q) query.set('q', q);
  const qs = query.toString();
  return api<BookingList>(`/api/bookings${qs ? `?${qs}` : ''}`, { signal });
};

export const bookingsQueryOptions = (filter: BookingListFilter) =>
  queryOptions({
    queryKey: queryKeys.bookings.list(filter),
    queryFn: ({ signal }) => listBookings(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useBookings = (filter: BookingListFilter) => useQuery(bookingsQueryOptions(filter));
