import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import type { DriverRide } from '@escazo/contracts/rides';
import { Button } from '@escazo/ui/button';
import { formatMoney } from '@escazo/contracts/money-format';

/** The ride the driver just completed, shown above the waiting state until dismissed. */
export function RideCompleted({ ride, onDismiss }: { ride: DriverRide; onDismiss: () => void }) {
  const { t } = useTranslation('driver-console');
  return (
    <section
      role="status"
      aria-labelledby="ride-completed-heading"
      className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-success-600/30 bg-green-50 p-4"
    >
      <div className="flex min-w-0 gap-3">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-success-600" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="ride-completed-heading" className="font-bold text-slate-900">
            {t('completed.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {t('completed.body', {
              pickup: ride.pickup.name,
              destination: ride.destination.name,
              fare: formatMoney({ amount: ride.fare.total, currency: ride.fare.currency }),
            })}
          </p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={onDismiss}>
        {t('completed.dismiss')}
      </Button>
    </section>
  );
}
