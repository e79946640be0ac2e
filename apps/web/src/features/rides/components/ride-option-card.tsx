import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, Users } from 'lucide-react';
import type { RideOption } from '@escazo/contracts/rides';
import { Badge } from '@escazo/ui/badge';
import { cn } from '@escazo/ui/utils';
import { useFormatMoney } from '@web/lib/use-format-money.ts';

const availabilityTone = { available: 'success', limited: 'warning', unavailable: 'danger' } as const;

type Props = { option: RideOption; selected: boolean; passengers: number; onToggle: () => void };

/**
 * One ride option: the name is a toggle button stretched over the card (clicking the card
 * selects it, clicking the selected card deselects it); an unavailable option is dimmed and
 * cannot be selected. The details describe the button for assistive technology.
 */
export function RideOptionCard({ option, selected, passengers, onToggle }: Props) {
  const { t } = useTranslation('rides');
  const format = useFormatMoney();
  const detailsId = useId();
  const unavailable = option.availability === 'unavailable';
  const money = (amount: number) => format({ amount, currency: option.fare.currency });
  return (
    <li
      data-testid="ride-option"
      className={cn(
        'relative rounded-2xl border bg-white p-4 transition-colors duration-150 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-600',
        selected
          ? 'border-primary-700 bg-primary-50/60 ring-1 ring-primary-700'
          : 'border-slate-200 hover:border-slate-400',
        unavailable && 'opacity-60',
      )}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <button
            type="button"
            aria-pressed={selected}
            aria-disabled={unavailable || undefined}
            aria-describedby={detailsId}
            onClick={() => {
              if (!unavailable) onToggle();
            }}
            className={cn(
              'text-left text-lg font-bold text-slate-900 focus-visible:outline-none after:absolute after:inset-0 after:rounded-2xl',
              unavailable ? 'cursor-not-allowed' : 'cursor-pointer',
            )}
          >
            {option.name}
          </button>
          <div id={detailsId} className="space-y-1.5">
            <p className="text-sm text-slate-700">{option.description}</p>
            <ul className="flex flex-wrap gap-1.5">
              {option.features.map((feature) => (
                <li key={feature} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  {feature}
                </li>
              ))}
            </ul>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
              <span className="inline-flex items-center gap-1">
                <Users aria-hidden="true" className="size-4" />
                {t('options.capacity', { count: option.capacity })}
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                {t('options.tripTime', { minutes: option.estimatedTime })}
              </span>
              <span>{option.eta === null ? t('options.noDriver') : t('options.eta', { minutes: option.eta })}</span>
            </p>
            {option.capacity < passengers ? (
              <p className="text-sm text-danger-600">
                {t('options.capacityTooSmall', { capacity: option.capacity, passengers })}
              </p>
            ) : null}
            <p className="text-sm text-slate-700">
              {t('options.rangeLabel')}:{' '}
              <span className="tabular-nums">
                {t('options.range', { low: money(option.priceRange.low), high: money(option.priceRange.high) })}
              </span>
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-row items-center justify-between gap-3 sm:flex-col sm:items-end">
          <Badge tone={availabilityTone[option.availability]} data-testid="ride-availability">
            {t(`options.availability.${option.availability}`)}
          </Badge>
          <div className="text-right">
            <p className="text-2xl font-bold tabular-nums text-slate-900" data-testid="ride-option-total">
              {money(option.fare.total)}
            </p>
            <p className="text-xs text-slate-600">{t('options.totalNote', { fees: money(option.fare.fees) })}</p>
          </div>
        </div>
      </div>
    </li>
  );
}
