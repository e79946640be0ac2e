import { useTranslation } from 'react-i18next';
import { Check, X } from 'lucide-react';
import type { RideStatus } from '@escazo/contracts/ride-options';
import { cn } from '@escazo/ui/utils';

/** The steps a ride goes through; 'offered' shows as the first step still waiting for a driver. */
const steps = ['assigned', 'arriving', 'arrived', 'on_trip', 'completed'] as const;

function reached(status: RideStatus): number {
  return status === 'offered' ? 0 : steps.indexOf(status as (typeof steps)[number]);
}

/** Driver assigned → Arriving → Arrived → On trip → Completed, or Cancelled. */
export function RideStatusStepper({ status }: { status: RideStatus }) {
  const { t } = useTranslation('rides');
  if (status === 'cancelled') {
    return (
      <p className="inline-flex items-center gap-2 rounded-full bg-danger-50 px-4 py-2 font-semibold text-danger-600">
        <X aria-hidden="true" className="size-4" />
        {t('ride.status.cancelled')}
      </p>
    );
  }
  const current = reached(status);
  return (
    <div>
      <ol aria-label={t('ride.stepsLabel')} className="grid grid-cols-5 gap-2">
        {steps.map((step, index) => {
          const done = index < current || (index === current && step === 'completed');
          const active = index === current && step !== 'completed';
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className="flex flex-col items-center gap-2 text-center"
            >
              <span
                className={cn(
                  'grid size-9 place-content-center rounded-full border-2 text-sm font-bold transition-colors duration-200',
                  done && 'border-success-600 bg-success-600 text-white',
                  active && 'border-primary-700 bg-primary-50 text-primary-800',
                  !done && !active && 'border-slate-300 bg-white text-slate-600',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : index + 1}
              </span>
              <span
                className={cn('text-xs sm:text-sm', active || done ? 'font-semibold text-slate-900' : 'text-slate-600')}
              >
                {step === 'assigned' && status === 'offered' ? t('ride.status.offered') : t(`ride.status.${step}`)}
                {done ? <span className="sr-only"> ({t('ride.stepDone')})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
