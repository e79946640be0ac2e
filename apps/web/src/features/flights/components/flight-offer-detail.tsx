import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft, Clock } from 'lucide-react';
import type { OfferRequest } from '@escazo/contracts/bookings';
import type { FlightOfferRequest, Itinerary } from '@escazo/contracts/search-flights';
import { seatsLeftToShow } from '@escazo/contracts/seats-left';
import { Card, CardBody } from '@escazo/ui/card';
import { ApiError } from '@web/lib/api-client.ts';
import { EmptyResults, ErrorResults, ResultSkeletons } from '../../search/components/result-states.tsx';
import { useFlightOffer } from '../api/get-flight-offer.ts';
import { localDay, localTime, shortDay, splitMinutes } from '../utils/format-flight.ts';
import { FlightPrice } from './flight-price.tsx';
import { FlightTimes } from './flight-times.tsx';

/** The page's book action: given the offer request and the button text, the app renders it. */
export type RenderBook = (request: OfferRequest, label: string) => ReactNode;

type Props = {
  id: string;
  request: FlightOfferRequest;
  /** A round trip: the return itinerary booked with `id`, its outbound. */
  returnId?: string | undefined;
  backHref: string;
  renderBook: RenderBook;
};

/** One offer as booking will take it: every flight, layovers, price for the party, seats left; a round trip's outbound and return together. */
export function FlightOfferDetail({ id, request, returnId, backHref, renderBook }: Props) {
  const { t } = useTranslation('flights');
  const offer = useFlightOffer(id, request);
  const back = useFlightOffer(returnId ?? null, request);
  const backLink = (
    <Link to={backHref} className="inline-flex items-center gap-2 text-sm font-medium text-primary-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('offer.back')}
    </Link>
  );
  const loading = offer.isPending || (returnId !== undefined && back.isPending);
  const failed = offer.isError ? offer : returnId !== undefined && back.isError ? back : null;
  if (failed?.isError) {
    const gone = failed.error instanceof ApiError && failed.error.status === 404;
    return (
      <div className="space-y-4">
        {backLink}
        {gone ? (
          <EmptyResults title={t('offer.goneTitle')} body={t('offer.goneBody')} />
        ) : (
          <ErrorResults message={failed.error.message} onRetry={() => void failed.refetch()} />
        )}
      </div>
    );
  }
  if (loading || !offer.data)
    return (
      <>
        {backLink}
        <ResultSkeletons count={2} label={t('offer.loading')} />
      </>
    );
  if (returnId !== undefined && back.data)
    return (
      <div className="space-y-6">
        {backLink}
        <OfferBody
          itinerary={offer.data}
          returnItinerary={back.data}
          book={renderBook(
            {
              type: 'flight',
              itineraryId: id,
              returnItineraryId: returnId,
              cabin: request.cabin,
              passengers: request.passengers,
            },
            t('offer.bookRoundTrip'),
          )}
        />
      </div>
    );
  return (
    <div className="space-y-6">
      {backLink}
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

type Trip = { itinerary: Itinerary; title?: string | undefined };

/** One itinerary's flights: times, then each flight with its airports and the layover between them. */
function FlightsCard({ itinerary, title }: Trip) {
  const { t } = useTranslation('flights');
  const label = title ?? t('offer.flights');
  return (
    <Card>
      <CardBody className="space-y-6">
        {title ? <h2 className="text-lg font-semibold text-slate-900">{title}</h2> : null}
        <FlightTimes itinerary={itinerary} />
        <ol className="space-y-4" aria-label={label}>
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
  );
}

function OfferBody({
  itinerary,
  returnItinerary,
  book,
}: {
  itinerary: Itinerary;
  returnItinerary?: Itinerary;
  book: ReactNode;
}) {
  const { t } = useTranslation('flights');
  const offerSeats = seatsLeftToShow(itinerary.seatsLeft, returnItinerary?.seatsLeft ?? Infinity);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      {returnItinerary ? (
        <div className="space-y-6">
          <FlightsCard itinerary={itinerary} title={t('offer.outbound')} />
          <FlightsCard itinerary={returnItinerary} title={t('offer.return')} />
        </div>
      ) : (
        <FlightsCard itinerary={itinerary} />
      )}
      <Card className="self-start">
        <CardBody className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">{t('offer.priceTitle')}</h2>
          {returnItinerary ? (
            <FlightPrice itinerary={returnItinerary} outbound={itinerary} size="lg" testId="offer-price" />
          ) : (
            <FlightPrice itinerary={itinerary} size="lg" testId="offer-price" />
          )}
          {offerSeats === null ? null : (
            <p className="text-sm font-semibold text-danger-600" data-testid="offer-seats">
              {t('card.seatsLeft', { count: offerSeats })}
            </p>
          )}
          {book}
          <p className="text-xs text-slate-600">{t('offer.bookingNote')}</p>
        </CardBody>
      </Card>
    </div>
  );
}
