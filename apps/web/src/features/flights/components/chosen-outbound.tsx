import { useTranslation } from 'react-i18next';
import type { Itinerary } from '@escazo/contracts/search-flights';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { localDay, shortDay } from '../utils/format-flight.ts';
import { FlightPrice } from './flight-price.tsx';
import { FlightTimes } from './flight-times.tsx';

type Props = { itinerary: Itinerary; onChange: () => void };

/** A round trip's chosen outbound above the return flights: its day, airline, times and fare, and Change. */
export function ChosenOutbound({ itinerary, onChange }: Props) {
  const { t } = useTranslation('flights');
  const airlines = [...new Map(itinerary.legs.map((leg) => [leg.airline.code, leg.airline.name])).values()].join(' · ');
  const numbers = itinerary.legs.map((leg) => leg.flightNumber).join(', ');
  return (
    <section aria-labelledby="chosen-outbound" data-testid="chosen-outbound">
      <Card className="border-primary-200 bg-primary-50/40">
        <CardBody className="grid gap-4 md:grid-cols-[1fr_auto] md:items-center">
          <div className="min-w-0 space-y-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <h2 id="chosen-outbound" className="font-semibold text-slate-900">
                {t('results.chosenOutbound', { day: shortDay(localDay(itinerary.legs[0]!.departure.local)) })}
              </h2>
              <p className="text-xs text-slate-600">
                {airlines} · {numbers} · {t(`cabins.${itinerary.cabin}`)}
              </p>
            </div>
            <FlightTimes itinerary={itinerary} />
          </div>
          <div className="flex flex-row items-center justify-between gap-4 md:flex-col md:items-end">
            <FlightPrice itinerary={itinerary} testId="outbound-price" />
            <Button variant="outline" onClick={onChange}>
              {t('results.changeOutbound')}
            </Button>
          </div>
        </CardBody>
      </Card>
    </section>
  );
}
