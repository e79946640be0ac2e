import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft, Clock } from 'lucide-react';
import type { OfferRequest } from '@escazo/contracts/bookings';
import type { FlightOfferRequest, Itinerary } from '@escazo/contracts/search-flights';
import { Card, CardBody } from '@escazo/ui/card';
import { ApiError } from '@web/lib/api-client.ts';
import { EmptyResults, ErrorResults, ResultSkeletons } from '../../search/components/result-states.tsx';
import { useFlightOffer } from '../api/get-flight-offer.ts';
import { localDay, localTime, shortDay, splitMinutes } from '../utils/format-flight.ts';
import { FlightPrice } from './flight-price.tsx';
import { FlightTimes } from './flight-times.tsx';

/** The page's book action: given the offer request and the button text, the app renders it. */
export type RenderBook = (request: OfferRequest, label: string) => ReactNode;

type Props = { id: string; request: FlightOfferRequest; backHref: string; renderBook: RenderBook };

/** One offer as booking will take it: every flight, layovers, price for the party, seats left. */
export function FlightOfferDetail({ id, request, backHref, renderBook }: Props) {
  const { t } = useTranslation('flights');
  const offer = useFlightOffer(id, request);
  const back = (
    <Link to={backHref} className="inline-flex items-center gap-2 text-sm font-medium text-primary-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('offer.back')}
    </Link>
  );
  if (offer.isPending)
    return (
      <>
        {back}
        <ResultSkeletons count={2} label={t('offer.loading')} />
      </>
    );
  if (offer.isError) {
    const gone = offer.error instanceof ApiError && offer.error.status === 404;
    return (
      <div className="space-y-4">
        {back}
        {gone ? (
          <EmptyResults title={t('offer.goneTitle')} body={t('offer.goneBody')} />
        ) : (
          <ErrorResults message={offer.error.message} onRetry={() => void offer.refetch()} />
        )}
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {back}
      <OfferBody
        itinerary={offer.data}
        book={renderBook(
          { type: 'flight', itineraryId: id, cabin: request.cabin, passengers: request.passengers },
          t('offer.book'),
        )}
      />
    </div>
  );
}

function OfferBody({ itinerary, book }: { itinerary: Itinerary; book: ReactNode }) {
  const { t } = useTranslation('flights');
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <Card>
        <CardBody className="space-y-6">
          <FlightTimes itinerary={itinerary} />
          <ol className="space-y-4" aria-label={t('offer.flights')}>
            {itinerary.legs.map((leg, i) => (
              <li key={leg.flightNumber + leg.departure.local} className="space-y-2">
                <div className="rounded-xl border border-slate-200 p-4">
                  <p className="font-semibold text-slate-900">
                    {leg.airline.name} · {leg.flightNumber}
                  </p>
                  <p className="text-xs text-slate-600">
                    {leg.aircraft} · {t(`cabins.${itinerary.cabin}`)}
                  </p>
                  <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
                    <div>
                      <dt className="text-slate-600">{t('offer.departs')}</dt>
                      <dd className="text-slate-900">
                        {shortDay(localDay(leg.departure.local))} {localTime(leg.departure.local)} · {leg.from.name} (
                        {leg.from.code}), {leg.from.city}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">{t('offer.arrives')}</dt>
                      <dd className="text-slate-900">
                        {shortDay(localDay(leg.arrival.local))} {localTime(leg.arrival.local)} · {leg.to.name} (
                        {leg.to.code}), {leg.to.city}
                      </dd>
                    </div>
                  </dl>
                  <p className="mt-2 text-xs text-slate-600">{t('card.duration', splitMinutes(leg.durationMinutes))}</p>
                </div>
                {itinerary.layovers[i] ? (
                  <p className="flex items-center gap-2 px-2 text-sm text-slate-700">
                    <Clock aria-hidden="true" className="size-4" />
                    {t('offer.layover', {
                      airport: itinerary.layovers[i].airport,
                      ...splitMinutes(itinerary.layovers[i].minutes),
                    })}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </CardBody>
      </Card>
      <Card className="self-start">
        <CardBody className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">{t('offer.priceTitle')}</h2>
          <FlightPrice itinerary={itinerary} size="lg" testId="offer-price" />
          <p className="text-sm font-medium text-slate-900" data-testid="offer-seats">
            {t('card.seatsLeft', { count: itinerary.seatsLeft })}
          </p>
          {book}
          <p className="text-xs text-slate-600">{t('offer.bookingNote')}</p>
        </CardBody>
      </Card>
    </div>
  );
}
