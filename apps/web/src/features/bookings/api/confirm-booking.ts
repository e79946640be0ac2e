import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { paymentMethodListSchema } from '@escazo/contracts/account';
import type { BookingCreated, ConfirmBookingRequest } from '@escazo/contracts/bookings';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

type PaymentMethodList = z.infer<typeof paymentMethodListSchema>;

/** The saved cards a pending booking can be paid with (same cache entry as Profile Settings). */
export const savedCardsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me.paymentMethods(),
    queryFn: ({ signal }) => api<PaymentMethodList>('/api/me/payment-methods', { signal }),
  });

export const useSavedCards = (enabled: boolean) => useQuery({ ...savedCardsQueryOptions(), enabled });

/** POST /api/bookings/:id/confirm: pays a pending (pay-later) booking. */
export const confirmBooking = ({ id, body }: { id: string; body: ConfirmBookingRequest }): Promise<BookingCreated> =>
  api<BookingCreated>(`/api/bookings/${encodeURIComponent(id)}/confirm`, { method: 'POST', body });

export function useConfirmBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBooking,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() }),
      ]),
  });
}
