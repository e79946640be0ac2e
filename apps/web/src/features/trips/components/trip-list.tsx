import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Plane } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { EmptyState } from '@escazo/ui/empty-state';
import { Skeleton } from '@escazo/ui/skeleton';
import { PageHeading } from '@web/components/layouts/page-heading.tsx';
import type { Trip } from '@escazo/contracts/bookings';
import type { PlanSummary } from '@escazo/contracts/planning';
import { paths } from '@web/config/paths.ts';
import { usePlannedTrips } from '../api/planned-trips.ts';
import { useTrips } from '../api/trips.ts';
import { PlannedTripCard } from './planned-trip-card.tsx';
import { TripCard } from './trip-card.tsx';

type Entry =
  { kind: 'booked'; trip: Trip; startDate: string } | { kind: 'planned'; plan: PlanSummary; startDate: string };

/** Booked and planned trips in one list by start date (booked first on the same day). */
function byStart(trips: readonly Trip[], plans: readonly PlanSummary[]): Entry[] {
  const entries: Entry[] = [
    ...trips.map((trip) => ({ kind: 'booked' as const, trip, startDate: trip.startDate })),
    ...plans.map((plan) => ({ kind: 'planned' as const, plan, startDate: plan.startDate })),
  ];
  return entries.sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** A list that did not load, with a retry; the rest of the page shows what did. */
function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('trips');
  return (
    <div role="alert" className="rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-sm text-slate-900">
      <p>{message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/**
 * Every trip of the signed-in user, booked or planned, soonest first: the one list that /trips and
 * the My Trips tab of /my-profile show. When one of the two lists fails the other still shows,
 * under an error for the one that failed; `empty` is shown when there is no trip at all.
 */
export function TripEntries({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation('trips');
  const booked = useTrips();
  const planned = usePlannedTrips();
  const entries = byStart(booked.data?.trips ?? [], planned.data?.plans ?? []);
  const failures = [
    booked.isError ? { key: 'booked', message: t('bookedFailed'), retry: () => void booked.refetch() } : null,
    planned.isError ? { key: 'planned', message: t('plannedFailed'), retry: () => void planned.refetch() } : null,
  ].filter((f) => f !== null);
  if (booked.isPending || planned.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        <p role="status" className="sr-only">
          {t('loading')}
        </p>
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-40 w-full rounded-2xl" />
        ))}
      </div>
    );
  if (booked.isError && planned.isError)
    return (
      <LoadFailed message={t('loadFailed')} onRetry={() => void Promise.all([booked.refetch(), planned.refetch()])} />
    );
  return (
    <>
      {failures.map((f) => (
        <LoadFailed key={f.key} message={f.message} onRetry={f.retry} />
      ))}
      {entries.length === 0 && !failures.length ? (
        empty
      ) : entries.length ? (
        <div className="space-y-4" data-testid="trip-list">
          {entries.map((entry) =>
            entry.kind === 'booked' ? (
              <TripCard key={entry.trip.id} trip={entry.trip} />
            ) : (
              <PlannedTripCard key={entry.plan.id} plan={entry.plan} />
            ),
          )}
        </div>
      ) : null}
    </>
  );
}

/** /trips and /my-trips: the page around the trip list. */
export function TripList() {
  const { t } = useTranslation('trips');
  return (
    <div className="space-y-6">
      <PageHeading title={t('title')} lead={t('intro')} />
      <TripEntries
        empty={
          <EmptyState Icon={Plane} title={t('emptyTitle')} body={t('emptyBody')}>
            <Button asChild>
              <Link to={paths.search}>{t('search')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.planTrip}>{t('plan')}</Link>
            </Button>
          </EmptyState>
        }
      />
    </div>
  );
}
