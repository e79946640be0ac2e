import { useTranslation } from 'react-i18next';
import type { Itinerary } from '@escazo/contracts/search-flights';
import { cn } from '@escazo/ui/utils';
import { useFormatMoney } from '@web/lib/use-format-money.ts';

type Props = { itinerary: Itinerary; size?: 'md' | 'lg'; testId?: string };

/** The price per person as the headline, and the party's total beside it ('$824 total for 2 passengers'). */
export function FlightPrice({ itinerary, size = 'md', testId = 'price' }: Props) {
  const { t } = useTranslation('flights');
  const format = useFormatMoney();
  return (
    <div>
      <p className="text-slate-900">
        <span className={cn('font-bold', size === 'lg' ? 'text-3xl' : 'text-2xl')} data-testid={testId}>
          {format(itinerary.pricePerPerson)}
        </span>{' '}
        <span className="text-sm text-slate-700">{t('card.perPerson')}</span>
      </p>
      <p className={cn('text-slate-600', size === 'lg' ? 'text-sm' : 'text-xs')} data-testid={`${testId}-total`}>
        {t('card.total', { count: itinerary.passengers, total: format(itinerary.price) })}
      </p>
    </div>
  );
}
