import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cancellationResultSchema } from '@escazo/contracts/bookings';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

type CancellationResult = z.infer<typeof cancellationResultSchema>;

/** POST /api/bookings/:id/cancel: cancels by the policy and refunds what it allows. */
export const cancelBooking = (id: string): Promise<CancellationResult> =>
  api<CancellationResult>(`/api/bookings/${encodeURIComponent(id)}/cancel`, { method: 'POST' });

/** Cancelling changes the lists, the booking and the notifications: all are fetched again. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() }),
      ]),
  });
}
