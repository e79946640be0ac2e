import { useTranslation } from 'react-i18next';
import { roundTripFare } from '@escazo/contracts/flight-round-trip';
import type { Itinerary } from '@escazo/contracts/search-flights';
import { cn } from '@escazo/ui/utils';
import { useFormatMoney } from '@web/lib/use-format-money.ts';

type Props = {
  itinerary: Itinerary;
  size?: 'md' | 'lg';
  testId?: string;
  /** A return's price as the round trip: this outbound's fare added to it. */
  outbound?: Itinerary | undefined;
};

/**
 * The price per person as the headline, and the party's total beside it ('$824 total for 2
 * passengers'); with an outbound, both for the whole round trip.
 */
export function FlightPrice({ itinerary, size = 'md', testId = 'price', outbound }: Props) {
  const { t } = useTranslation('flights');
  const format = useFormatMoney();
  const perPerson = outbound ? roundTripFare(outbound.pricePerPerson, itinerary.pricePerPerson) : null;
  const total = outbound ? roundTripFare(outbound.price, itinerary.price) : null;
  if (perPerson && total)
    return (
      <div>
        <p className="text-slate-900">
          <span className={cn('font-bold', size === 'lg' ? 'text-3xl' : 'text-2xl')} data-testid={testId}>
            {format(perPerson)}
          </span>{' '}
          <span className="text-sm text-slate-700">{t('card.roundTripPerPerson')}</span>
        </p>
        <p className={cn('text-slate-600', size === 'lg' ? 'text-sm' : 'text-xs')} data-testid={`${testId}-total`}>
          {t('card.roundTripTotal', { count: itinerary.passengers, total: format(total) })}
        </p>
      </div>
    );
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
