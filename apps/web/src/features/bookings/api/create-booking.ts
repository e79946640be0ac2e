import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingCreated, BookingRequest } from '@escazo/contracts/bookings';
import { api } from '@web/lib/api-client.ts';
import { offerQueryOptions } from './get-offer.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

type Input = { request: BookingRequest; idempotencyKey: string };

/** POST /api/bookings: one Idempotency-Key per checkout attempt, so a retry never books twice. */
export const createBooking = ({ request, idempotencyKey }: Input): Promise<BookingCreated> =>
  api<BookingCreated>('/api/bookings', {
    method: 'POST',
    body: request,
    headers: { 'idempotency-key': idempotencyKey },
  });

export const useCreateBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: ({ booking }, { request }) => {
      // The offer is consumed: its checkout, opened again, shows this booking.
      queryClient.setQueryData(offerQueryOptions(request.offerId).queryKey, (cached) =>
        cached
          ? { offer: { ...cached.offer, booking: { id: booking.id, confirmationCode: booking.confirmationCode } } }
          : cached,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all() });
    },
  });
};
