import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RideBookingRequest, RideBookingResult } from '@escazo/contracts/rides';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

type Input = { request: RideBookingRequest; idempotencyKey: string };

/** POST /api/rides: one Idempotency-Key per booking attempt, so a retry never books twice. */
export const bookRide = ({ request, idempotencyKey }: Input): Promise<RideBookingResult> =>
  api<RideBookingResult>('/api/rides', {
    method: 'POST',
    body: request,
    headers: { 'idempotency-key': idempotencyKey },
  });

/** A booked ride is also a booking: lists, notifications and quotes are fetched again. */
export function useBookRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookRide,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rides.options() }),
      ]),
  });
}
