import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bookingDetailResponseSchema } from '@escazo/contracts/bookings';
import { api, ApiError } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

type BookingDetailResponse = z.infer<typeof bookingDetailResponseSchema>;

/** GET /api/bookings/:id: items, travellers, events, payment and policy (404 for another user's). */
export const getBooking = (id: string, signal?: AbortSignal): Promise<BookingDetailResponse> =>
  api<BookingDetailResponse>(`/api/bookings/${encodeURIComponent(id)}`, { signal });

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.bookings.detail(id),
    queryFn: ({ signal }) => getBooking(id, signal),
    // A missing booking stays missing: no retries on 4xx.
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
  });

export const useBooking = (id: string) => useQuery(bookingQueryOptions(id));
