import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RideDetail } from '@escazo/contracts/rides';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

type Input = { id: string; expectedFee: number };

/** POST /api/rides/:id/cancel with the fee the traveller saw (409 CANCELLATION_FEE_CHANGED otherwise). */
export const cancelRide = ({ id, expectedFee }: Input): Promise<RideDetail> =>
  api<RideDetail>(`/api/rides/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: { expectedFee } });

export function useCancelRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRide,
    onSuccess: (ride) => {
      queryClient.setQueryData(queryKeys.rides.detail(ride.id), ride);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() }),
      ]);
    },
  });
}
