import { useTranslation } from 'react-i18next';
import type { DriverRide } from '@escazo/contracts/rides';
import { Badge } from '@escazo/ui/badge';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import type { DriverRideAction } from '../api/driver-console.ts';
import { nextAction } from '../utils/ride-figures.ts';
import { RideSummary } from './ride-summary.tsx';

type Props = { ride: DriverRide; pending: boolean; onAction: (action: DriverRideAction) => void };

const labels = { arrived: 'ride.arrived', start: 'ride.start', complete: 'ride.complete' } as const;

/** An accepted ride under way: its state and only the next step's button (Arrived, Start trip, Complete). */
export function ActiveRideCard({ ride, pending, onAction }: Props) {
  const { t } = useTranslation('driver-console');
  const action = nextAction(ride.status);
  return (
    <Card>
      <CardBody>
        <section aria-labelledby="active-ride-heading" data-testid="active-ride">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="active-ride-heading" className="text-lg font-bold text-slate-900">
              {t('ride.activeHeading')}
            </h2>
            <Badge tone="primary" data-status={ride.status}>
              {t(`ride.status.${ride.status}`)}
            </Badge>
          </div>
          <RideSummary ride={ride} />
          {action && action !== 'accept' && action !== 'decline' ? (
            <Button className="mt-6" disabled={pending} onClick={() => onAction(action)}>
              {t(labels[action])}
            </Button>
          ) : null}
        </section>
      </CardBody>
    </Card>
  );
}
