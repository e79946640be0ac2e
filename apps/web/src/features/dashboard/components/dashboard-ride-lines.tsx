import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BookingCardDetails } from '@escazo/contracts/bookings';
import { Button } from '@escazo/ui/button';
import { Day } from '@web/components/dates/day.tsx';
import { paths } from '@web/config/paths.ts';

type RideDetails = Extract<BookingCardDetails, { type: 'ride' }>;

/** A ride's lines in the dashboard list: route and day, driver and vehicle. */
export function DashboardRideLines({ details, day }: { details: RideDetails; day: string }) {
  return (
    <>
      <p className="mt-1 text-sm text-slate-700">
        {details.pickup} → {details.dropoff} · <Day value={day} />
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {details.driver} · {details.plate ? `${details.vehicle} · ${details.plate}` : details.vehicle}
      </p>
    </>
  );
}

/** 'View ride': rides are followed (and cancelled) on their ride page. */
export function ViewRideLink({ rideId, title }: { rideId: string; title: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Button asChild variant="outline" size="sm" className="mt-2">
      <Link to={paths.ride(rideId)} aria-label={t('viewRideLabel', { title })}>
        {t('viewRide')}
      </Link>
    </Button>
  );
}
