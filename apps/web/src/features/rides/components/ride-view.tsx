import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rideFinalStatuses } from '@escazo/contracts/ride-options';
import { Badge } from '@escazo/ui/badge';
import { Button, buttonVariants } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { paths } from '@web/config/paths.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { formatPlaceTime } from '@escazo/contracts/zoned-time';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { ResultSkeletons } from '../../search/components/result-states.tsx';
import { useRide } from '../api/get-ride.ts';
import { useRideEvents } from '../hooks/use-ride-events.ts';
import { CancelRideDialog } from './cancel-ride-dialog.tsx';
import { DetailRow } from './detail-row.tsx';
import { RideMap } from './ride-map.tsx';
import { RideStatusStepper } from './ride-status-stepper.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardBody className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {children}
      </CardBody>
    </Card>
  );
}

/** /rides/:id: the ride's live status, map, driver, fare and times, and Cancel while it may be. */
export function RideView({ id }: { id: string }) {
  const { t } = useTranslation('rides');
  const format = useFormatMoney();
  const ride = useRide(id);
  const live = ride.isSuccess && !rideFinalStatuses.includes(ride.data.status);
  const position = useRideEvents(id, live);

  if (ride.isPending) return <ResultSkeletons count={2} label={t('ride.loading')} />;
  if (ride.isError) {
    const missing = ride.error instanceof ApiError && (ride.error.status === 404 || ride.error.status === 400);
    return (
      <Card role="alert">
        <CardBody className="space-y-3 py-10 text-center">
          <h2 className="text-xl font-bold text-slate-900">
            {missing ? t('ride.notFoundTitle') : t('ride.loadFailed')}
          </h2>
          {missing ? <p className="text-slate-700">{t('ride.notFoundBody')}</p> : null}
          <div className="flex justify-center gap-3">
            {missing ? null : <Button onClick={() => void ride.refetch()}>{t('ride.retry')}</Button>}
            <Link to={paths.rides} className={buttonVariants({ variant: 'outline' })}>
              {t('ride.backToRides')}
            </Link>
          </div>
        </CardBody>
      </Card>
    );
  }

  const r = ride.data;
  const money = (amount: number) => format({ amount, currency: r.fare.currency });
  // Every time of a ride reads on the pickup city's clock, named after the city.
  const at = (iso: string) => formatPlaceTime(iso, r.clock.timeZone, r.clock.city);
  const driverNow = position ?? r.driver.position;
  const refresh = () => ride.refetch().then((result) => result.data);
  return (
    <div className="space-y-6">
      <Card>
        <CardBody className="space-y-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="text-sm text-slate-600">
                {t('ride.route', { from: r.pickup.name, to: r.destination.name })}
              </p>
              <p aria-live="polite" className="text-2xl font-bold text-slate-900">
                {t('ride.statusLabel')} <span data-testid="ride-status">{t(`ride.status.${r.status}`)}</span>
              </p>
            </div>
            <div className="flex items-center gap-3">
              {live ? <Badge tone="success">{t('ride.live')}</Badge> : null}
              {r.cancellation ? <CancelRideDialog ride={r} refresh={refresh} /> : null}
            </div>
          </div>
          <RideStatusStepper status={r.status} />
        </CardBody>
      </Card>

      <RideMap
        pickup={r.pickup}
        destination={r.destination}
        driverFrame={r.driver.position}
        driver={driverNow}
        status={r.status}
      />

      <div className="grid gap-6 md:grid-cols-3">
        <Section title={t('ride.driverTitle')}>
          <dl className="divide-y divide-slate-100 text-sm">
            <DetailRow label={t('success.driver')} testId="ride-driver">
              {r.driver.name}
            </DetailRow>
            <DetailRow label={t('success.rating')}>
              {t('success.ratingValue', { rating: r.driver.rating.toFixed(1) })}
            </DetailRow>
            <DetailRow label={t('success.vehicle')}>{r.driver.vehicle}</DetailRow>
            <DetailRow label={t('success.plate')}>
              <span className="font-mono">{r.driver.licensePlate}</span>
            </DetailRow>
            <DetailRow label={t('success.phone')}>{r.driver.phone}</DetailRow>
          </dl>
        </Section>
        <Section title={t('ride.fareTitle')}>
          <dl className="divide-y divide-slate-100 text-sm">
            <DetailRow label={t('success.fare')}>{money(r.fare.base)}</DetailRow>
            <DetailRow label={t('success.fees')}>{money(r.fare.fees)}</DetailRow>
            <DetailRow label={t('success.total')} testId="ride-total">
              <span className="text-base font-bold">{money(r.fare.total)}</span>
            </DetailRow>
            {r.cancellationFee ? (
              <DetailRow label={t('ride.cancellationFee')} testId="ride-cancellation-fee">
                {money(r.cancellationFee)}
              </DetailRow>
            ) : null}
          </dl>
          <p className="text-sm text-slate-600">
            {t('ride.distance', { distance: r.route.distanceKm.toFixed(1), minutes: r.route.minutes })}
          </p>
        </Section>
        <Section title={t('ride.timesTitle')}>
          <dl className="divide-y divide-slate-100 text-sm">
            <DetailRow label={t('ride.pickupAt')} testId="ride-pickup-at">
              {at(r.scheduledTime)}
            </DetailRow>
            <DetailRow label={t('ride.estimatedArrival')} testId="ride-arrival">
              {at(r.estimatedArrival)}
            </DetailRow>
            {r.timeline.completedAt ? (
              <DetailRow label={t('ride.completedAt')}>{at(r.timeline.completedAt)}</DetailRow>
            ) : r.timeline.cancelledAt ? (
              <DetailRow label={t('ride.cancelledAt')}>{at(r.timeline.cancelledAt)}</DetailRow>
            ) : (
              <DetailRow label={t('ride.completeAt')}>{at(r.timeline.completeAt)}</DetailRow>
            )}
          </dl>
        </Section>
      </div>
    </div>
  );
}
