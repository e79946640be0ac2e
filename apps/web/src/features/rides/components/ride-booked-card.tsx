import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import type { RideBookingResult } from '@escazo/contracts/rides';
import { buttonVariants } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { paths } from '@web/config/paths.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { formatPlaceTime } from '@escazo/contracts/zoned-time';
import { DetailRow } from './detail-row.tsx';

/** The booking made: id, driver, vehicle, fare and arrival, and the way to the live ride page. */
export function RideBookedCard({ ride, headingRef }: { ride: RideBookingResult; headingRef: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('rides');
  const format = useFormatMoney();
  const money = (amount: number) => format({ amount, currency: ride.fare.currency });
  return (
    <Card className="border-success-600/40" data-testid="ride-booked">
      <CardBody className="space-y-4">
        <div ref={headingRef} tabIndex={-1} className="flex items-center gap-3 focus:outline-none">
          <CheckCircle2 aria-hidden="true" className="size-8 shrink-0 text-success-600" />
          <h2 className="text-xl font-bold text-slate-900">{t('success.title')}</h2>
        </div>
        <div className="grid gap-x-8 text-sm sm:grid-cols-2">
          <dl className="divide-y divide-slate-100">
            <DetailRow label={t('success.id')} testId="ride-id">
              <span className="font-mono font-bold">{ride.id}</span>
            </DetailRow>
            <DetailRow label={t('success.from')}>{ride.pickup.name}</DetailRow>
            <DetailRow label={t('success.to')}>{ride.destination.name}</DetailRow>
            <DetailRow label={t('success.pickupAt')} testId="ride-pickup-at">
              {formatPlaceTime(ride.scheduledTime, ride.clock.timeZone, ride.clock.city)}
            </DetailRow>
            <DetailRow label={t('success.arrival')} testId="ride-arrival">
              {formatPlaceTime(ride.estimatedArrival, ride.clock.timeZone, ride.clock.city)}
            </DetailRow>
          </dl>
          <dl className="divide-y divide-slate-100">
            <DetailRow label={t('success.driver')} testId="ride-driver">
              {ride.driver.name}
            </DetailRow>
            <DetailRow label={t('success.rating')}>
              {t('success.ratingValue', { rating: ride.driver.rating.toFixed(1) })}
            </DetailRow>
            <DetailRow label={t('success.vehicle')}>{ride.driver.vehicle}</DetailRow>
            <DetailRow label={t('success.plate')}>
              <span className="font-mono">{ride.driver.licensePlate}</span>
            </DetailRow>
            <DetailRow label={t('success.phone')}>{ride.driver.phone}</DetailRow>
          </dl>
        </div>
        <dl className="divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 py-2 text-sm">
          <DetailRow label={t('success.fare')}>{money(ride.fare.base)}</DetailRow>
          <DetailRow label={t('success.fees')}>{money(ride.fare.fees)}</DetailRow>
          <DetailRow label={t('success.total')} testId="ride-total">
            <span className="text-base font-bold">{money(ride.fare.total)}</span>
          </DetailRow>
        </dl>
        <Link to={paths.ride(ride.id)} className={buttonVariants()}>
          {t('success.track')}
        </Link>
      </CardBody>
    </Card>
  );
}
