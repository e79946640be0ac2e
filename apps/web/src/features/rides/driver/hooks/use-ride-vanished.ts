import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverRide } from '@escazo/contracts/rides';
import { toast } from '@web/lib/toast.ts';

/**
 * Says so when the current ride goes away without the driver doing it: an offer that lapsed (or
 * went to another driver) or a ride the traveller cancelled. `handled` holds the rides the
 * driver ended themselves (declined, completed).
 */
export function useRideVanished(ride: DriverRide | null, handled: ReadonlySet<string>) {
  const { t } = useTranslation('driver-console');
  const previous = useRef<DriverRide | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = ride;
    if (!before || before.id === ride?.id || handled.has(before.id)) return;
    toast.info(before.status === 'offered' ? t('ride.offerLapsed') : t('ride.rideCancelled'));
  }, [ride, handled, t]);
}
