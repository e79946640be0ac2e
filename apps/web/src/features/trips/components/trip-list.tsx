import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Plane } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { EmptyState } from '@escazo/ui/empty-state';
import { Skeleton } from '@escazo/ui/skeleton';
import { PageHeading } from '../../../components/layouts/page-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { useTrips } from '../api/trips.ts';
import { TripCard } from './trip-card.tsx';

/** /trips and /my-trips: every trip of the signed-in user, soonest first. */
export function TripList() {
  const { t } = useTranslation('trips');
  const trips = useTrips();
  return (
    <div className="space-y-6">
      <PageHeading title={t('title')} lead={t('intro')} />
      {trips.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <p role="status" className="sr-only">{t('loading')}</p>
          {[0, 1].map((i) => <Skeleton key={i} className="h-40 w-full rounded-2xl" />)}
        </div>
      ) : trips.isError ? (
        <div role="alert" className="rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-sm text-slate-900">
          <p>{t('loadFailed')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void trips.refetch()}>{t('retry')}</Button>
        </div>
      ) : trips.data.trips.length === 0 ? (
        <EmptyState Icon={Plane} title={t('emptyTitle')} body={t('emptyBody')}>
          <Button asChild><Link to={paths.search}>{t('search')}</Link></Button>
          <Button asChild variant="outline"><Link to={paths.planTrip}>{t('plan')}</Link></Button>
        </EmptyState>
      ) : (
        <div className="space-y-4" data-testid="trip-list">
          {trips.data.trips.map((trip) => <TripCard key={trip.id} trip={trip} />)}
        </div>
      )}
    </div>
  );
}
