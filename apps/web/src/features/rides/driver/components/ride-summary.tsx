import { useTranslation } from 'react-i18next';
import type { DriverRide } from '@escazo/contracts/rides';
import { formatPlaceTime } from '@escazo/contracts/zoned-time';
import { formatMoney } from '@escazo/contracts/money-format';
import { minutesBetween } from '../utils/ride-figures.ts';
import { DetailList } from '@escazo/ui/detail-list';

/** What a driver needs to know about a ride: where from and to, who, the fare, how far and when. */
export function RideSummary({ ride }: { ride: DriverRide }) {
  const { t } = useTranslation('driver-console');
  const toPickup = minutesBetween(Date.now(), ride.timeline.arriveAt);
  const rows = [
    { label: t('ride.pickup'), value: ride.pickup.name },
    { label: t('ride.destination'), value: ride.destination.name },
    {
      label: t('ride.passenger'),
      value: t('ride.passengers', { name: ride.passengerFirstName, count: ride.passengers }),
    },
    { label: t('ride.fare'), value: formatMoney({ amount: ride.fare.total, currency: ride.fare.currency }) },
    {
      label: t('ride.distance'),
      value: t('ride.distanceValue', { km: ride.route.distanceKm, minutes: ride.route.minutes }),
    },
    { label: t('ride.pickupAt'), value: formatPlaceTime(ride.pickupAt, ride.clock.timeZone, ride.clock.city) },
  ];
  if (ride.status === 'offered' || ride.status === 'assigned' || ride.status === 'arriving') {
    rows.push({
      label: t('ride.pickupIn'),
      value: toPickup > 0 ? t('ride.pickupInValue', { count: toPickup }) : t('ride.pickupNow'),
    });
  }
  return <DetailList rows={rows} className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2" />;
}
