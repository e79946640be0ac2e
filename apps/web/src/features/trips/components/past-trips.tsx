import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@escazo/ui/skeleton';
import { Day } from '@web/components/dates/day.tsx';
import { useTrips } from '../api/trips.ts';
import { TripStatusBadge } from './trip-status.tsx';

/** The trips already behind the traveller, latest first: destination, date, duration and status; `empty` when there are none. */
export function PastTrips({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation('trips');
  const trips = useTrips();
  if (trips.isPending) return <Skeleton className="h-24 w-full rounded-2xl" />;
  const past = (trips.data?.trips ?? []).filter((trip) => trip.status === 'past').reverse();
  if (!past.length) return <>{empty}</>;
  return (
    <ul className="space-y-3" data-testid="past-trips">
      {past.map((trip) => (
        <li
          key={trip.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4"
        >
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">{trip.destination}</h3>
            <p className="mt-1 text-sm text-slate-700">
              <Day value={trip.startDate} /> · {t('days', { count: trip.durationDays })}
            </p>
          </div>
          <TripStatusBadge status={trip.status} />
        </li>
      ))}
    </ul>
  );
}
