import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { rideFinalStatuses } from '@escazo/contracts/ride-options';
import type { RideDetail, RidePosition } from '@escazo/contracts/rides';
import { queryKeys } from '@web/lib/query-keys.ts';

/**
 * Live updates of one ride (GET /api/rides/:id/events): a `status` event replaces the cached
 * detail, a `position` event moves the driver. The stream closes on unmount and once the ride
 * has completed or was cancelled. Returns the latest driver position pushed since the last status.
 */
export function useRideEvents(id: string, live: boolean): RidePosition | null {
  const queryClient = useQueryClient();
  const [position, setPosition] = useState<RidePosition | null>(null);
  useEffect(() => {
    if (!live) return;
    const source = new EventSource(`/api/rides/${encodeURIComponent(id)}/events`);
    source.addEventListener('status', (event) => {
      const ride = JSON.parse((event as MessageEvent<string>).data) as RideDetail;
      queryClient.setQueryData(queryKeys.rides.detail(id), ride);
      setPosition(null);
      if (rideFinalStatuses.includes(ride.status)) source.close();
    });
    source.addEventListener('position', (event) => {
      setPosition(JSON.parse((event as MessageEvent<string>).data) as RidePosition);
    });
    return () => source.close();
  }, [id, live, queryClient]);
  return position;
}
