import { useTranslation } from 'react-i18next';
import type { DriverRide } from '@escazo/contracts/rides';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import type { DriverRideAction } from '../api/driver-console.ts';
import { useSecondsLeft } from '../hooks/use-seconds-left.ts';
import { clock } from '../utils/ride-figures.ts';
import { RideSummary } from './ride-summary.tsx';

type Props = { ride: DriverRide; pending: boolean; onAction: (action: DriverRideAction) => void };

/** An offered ride: its details, the time left to answer, Accept and Decline. */
export function RideOfferCard({ ride, pending, onAction }: Props) {
  const { t } = useTranslation('driver-console');
  const secondsLeft = useSecondsLeft(ride.offeredUntil);
  const ended = secondsLeft !== null && secondsLeft <= 0;
  return (
    <Card className="border-primary-600/40">
      <CardBody>
        <section aria-labelledby="ride-offer-heading" data-testid="ride-offer">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="ride-offer-heading" className="text-lg font-bold text-slate-900">
              {t('ride.offerHeading')}
            </h2>
            {secondsLeft !== null ? (
              <p className="rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-warning-600">
                {ended ? t('ride.offerEnded') : t('ride.offerEndsIn', { time: clock(secondsLeft) })}
              </p>
            ) : null}
          </div>
          <RideSummary ride={ride} />
          <div className="mt-6 flex flex-wrap gap-3">
            <Button disabled={pending || ended} onClick={() => onAction('accept')}>
              {t('ride.accept')}
            </Button>
            <Button variant="outline" disabled={pending || ended} onClick={() => onAction('decline')}>
              {t('ride.decline')}
            </Button>
          </div>
        </section>
      </CardBody>
    </Card>
  );
}
