import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Star } from 'lucide-react';
import { returnMismatch } from '@escazo/contracts/flight-round-trip';
import type { Itinerary } from '@escazo/contracts/search-flights';
import { seatsLeftToShow } from '@escazo/contracts/seats-left';
import { Button, buttonVariants } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { FlightPrice } from './flight-price.tsx';
import { FlightTimes } from './flight-times.tsx';

type Props = {
  itinerary: Itinerary;
  offerHref: string;
  /** A return card: the chosen outbound, which prices it as the round trip and may rule it out. */
  outbound?: Itinerary | undefined;
};

/**
 * One itinerary: airline, times, duration, stops, seats left (when few), price per person and for everyone, and
 * Select. A return card is priced as the whole round trip, and cannot be selected (saying why) when
 * it does not fly back from where the outbound lands or leaves too soon after it lands.
 */
export function FlightCard({ itinerary, offerHref, outbound }: Props) {
  const { t } = useTranslation('flights');
  const location = useLocation();
  const airlines = [...new Map(itinerary.legs.map((leg) => [leg.airline.code, leg.airline.name])).values()].join(' · ');
  const numbers = itinerary.legs.map((leg) => leg.flightNumber).join(', ');
  const seatsLeft = seatsLeftToShow(itinerary.seatsLeft);
  const mismatch = outbound ? returnMismatch(outbound, itinerary) : null;
  return (
    <Card data-testid="flight-card">
      <CardBody className="grid gap-4 md:grid-cols-[1fr_auto] md:items-center">
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 className="font-semibold text-slate-900">{airlines}</h3>
            <p className="text-xs text-slate-600">
              {numbers} · {t(`cabins.${itinerary.cabin}`)}
              <span className="ml-2 inline-flex items-center gap-1">
                <Star aria-hidden="true" className="size-3 fill-accent-500 text-accent-500" />
                {t('card.rating', { rating: itinerary.rating.toFixed(1) })}
              </span>
            </p>
          </div>
          <FlightTimes itinerary={itinerary} />
        </div>
        <div className="flex flex-row items-center justify-between gap-4 border-t border-slate-100 pt-3 md:flex-col md:items-end md:border-t-0 md:border-l md:pt-0 md:pl-6">
          <div className="md:text-right">
            <FlightPrice itinerary={itinerary} outbound={outbound} />
            {seatsLeft === null ? null : (
              <p className="text-xs font-semibold text-danger-600" data-testid="seats-left">
                {t('card.seatsLeft', { count: seatsLeft })}
              </p>
            )}
          </div>
          {mismatch ? (
            <div className="space-y-1 md:text-right">
              <Button size="md" disabled aria-label={t('card.selectLabel', { airlines, numbers })}>
                {t('card.select')}
              </Button>
              <p className="max-w-48 text-xs text-slate-700">{t(`card.returnMismatch.${mismatch}`)}</p>
            </div>
          ) : (
            <Link
              to={offerHref}
              state={{ back: location.pathname + location.search }}
              className={buttonVariants({ size: 'md' })}
              aria-label={t('card.selectLabel', { airlines, numbers })}
            >
              {t('card.select')}
            </Link>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
