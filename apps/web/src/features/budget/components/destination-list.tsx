import { useTranslation } from 'react-i18next';
import type { BudgetDestination } from '@escazo/contracts/budget';
import { Badge } from '@escazo/ui/badge';
import { cn } from '@escazo/ui/utils';
import { formatPlanMoney } from '../utils/plan-money.ts';

type Props = { destinations: readonly BudgetDestination[]; selectedId: string; onSelect: (id: string) => void };

/** The destinations that fit, best first: each one's total, stay length and match; picking one shows its detail. */
export function DestinationList({ destinations, selectedId, onSelect }: Props) {
  const { t } = useTranslation('budget');
  return (
    <ul aria-label={t('result.listLabel')} className="space-y-3" data-testid="destination-list">
      {destinations.map((destination) => {
        const selected = destination.id === selectedId;
        return (
          <li key={destination.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(destination.id)}
              className={cn(
                'w-full rounded-2xl border bg-white p-4 text-left transition-colors duration-150 hover:border-primary-600',
                selected ? 'border-primary-700 ring-2 ring-primary-600/30' : 'border-slate-200',
              )}
            >
              <span className="flex items-start justify-between gap-3">
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{destination.name}</span>
                  <span className="block text-sm text-slate-600">{destination.country}</span>
                </span>
                <span className="text-right">
                  <span className="block text-lg font-bold text-slate-900 tabular-nums" data-testid="destination-total">
                    {formatPlanMoney(destination.estimatedTotalCost)}
                  </span>
                  <span className="block text-xs text-slate-600">{t('result.estimatedTotal')}</span>
                </span>
              </span>
              <span className="mt-3 flex flex-wrap gap-2">
                <Badge>{t('result.stay', { count: destination.recommendedStayLength })}</Badge>
                <Badge tone={destination.fits ? 'success' : 'danger'}>
                  {destination.fits ? t('result.fits') : t('result.overBudget')}
                </Badge>
                <Badge tone="primary">{t('result.match', { score: destination.matchScore })}</Badge>
                {destination.mustVisit ? <Badge tone="accent">{t('result.mustVisit')}</Badge> : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
