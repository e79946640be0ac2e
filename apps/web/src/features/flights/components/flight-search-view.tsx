import { useTranslation } from 'react-i18next';
import type { FlightSearchRequest, Itinerary } from '@escazo/contracts/search-flights';
import { flightSorts } from '@escazo/contracts/search-flights';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { WatchPriceButton } from '@web/components/price-watch/watch-price-button.tsx';
import { paths } from '@web/config/paths.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { RatesNotice } from '@web/components/currency/rates-notice.tsx';
import { translateValidation } from '@web/lib/i18n.ts';
import { CollapsibleFilters } from '../../search/components/filters-panel.tsx';
import { EmptyResults, ErrorResults, ResultSkeletons } from '../../search/components/result-states.tsx';
import { SortSelect } from '../../search/components/sort-select.tsx';
import { addDays, daysBetween } from '@escazo/contracts/dates';
import { useFareCalendar } from '../api/fare-calendar.ts';
import { useFlightOffer } from '../api/get-flight-offer.ts';
import { useResolvedPlace } from '../api/resolve-place.ts';
import { useFlightSearch } from '../api/search-flights.ts';
import { useFlightUrl } from '../hooks/use-flight-url.ts';
import { flightFilterDefaults, flightsUrl, toFlightRequest, type FlightUrlState } from '../utils/flight-url.ts';
import { ChosenOutbound } from './chosen-outbound.tsx';
import { FareCalendar } from './fare-calendar.tsx';
import { FlightFilters } from './flight-filters.tsx';
import { FlightResultList } from './flight-result-list.tsx';
import { FlightSearchForm } from './flight-search-form.tsx';
import { FlightIntro } from './flight-intro.tsx';

const errorMessage = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

type Props = {
  /** The page whose URL holds the search. */
  basePath?: string;
  /** Form values before any search (Search Travel Options: JFK to LAX, today and a week later). */
  defaults?: Partial<FlightUrlState>;
  /** Before a search: the marketing blurbs and popular routes (/flights), or 'Start your search'. */
  idle?: 'intro' | 'start';
  /** The fare calendar strip (/flights). */
  calendar?: boolean;
};

/** Flight search: the form, and the search in the URL run on load with calendar, filters, sort and pages. */
export function FlightSearchView({
  basePath = '/flights',
  defaults,
  idle = 'intro',
  calendar: withCalendar = true,
}: Props) {
  const { t } = useTranslation('flights');
  const format = useFormatMoney();
  const { state, update, key } = useFlightUrl(basePath);
  const from = useResolvedPlace(state.from, state.fromLabel);
  const to = useResolvedPlace(state.to, state.toLabel);
  const wanted = state.from !== '' && state.to !== '' && state.date !== '';

  let request: FlightSearchRequest | null = null;
  let problem: string | null = null;
  if (wanted && from.status === 'found' && to.status === 'found') {
    const parsed = toFlightRequest(state, from.value, to.value);
    if (parsed.success) request = parsed.data;
    else problem = translateValidation(parsed.error.issues[0]?.message) ?? null;
  } else if (state.from || state.to || state.date) {
    if (!wanted) problem = translateValidation('flights.required') ?? null;
    for (const place of [from, to])
      if (place.status === 'unknown') problem = t('results.unknownPlace', { place: place.text });
  }
  const search = useFlightSearch(request);
  const calendar = useFareCalendar(withCalendar ? request : null);
  const resolving = from.status === 'pending' || to.status === 'pending';
  const resolveError = [from, to].find((p) => p.status === 'error');

  const formInitial = {
    ...state,
    ...(state.from || state.to || state.date ? {} : defaults),
    ...(from.status === 'found' ? { from: from.value, fromLabel: from.label } : {}),
    ...(to.status === 'found' ? { to: to.value, toLabel: to.label } : {}),
  };
  const offerHref = (itinerary: Itinerary) =>
    paths.flightOffer(
      itinerary.id,
      new URLSearchParams({ cabin: itinerary.cabin, passengers: String(itinerary.passengers) }).toString(),
    );
  // A round trip is chosen in two steps: an outbound (kept in the URL), then a return, booked together.
  const roundTrip = state.returnDate !== '';
  const chosen = useFlightOffer(roundTrip && state.outbound ? state.outbound : null, {
    cabin: state.cabin,
    passengers: state.passengers,
  });
  const outbound = roundTrip && state.outbound && chosen.data?.id === state.outbound ? chosen.data : undefined;
  const outboundHref = (itinerary: Itinerary) =>
    flightsUrl({ ...state, outbound: itinerary.id, returnPage: 1 }, basePath);
  const roundTripHref = (back: Itinerary) =>
    paths.flightOffer(
      state.outbound,
      new URLSearchParams({ cabin: back.cabin, passengers: String(back.passengers), return: back.id }).toString(),
    );
  const changeOutbound = () => update({ outbound: '', returnPage: 1 });
  const pickDay = (day: string) => {
    const shift = state.returnDate ? daysBetween(state.date, state.returnDate) : 0;
    update({ date: day, returnDate: state.returnDate ? addDays(day, shift) : '', page: 1, returnPage: 1 });
  };
  const resetFilters = () => update({ ...flightFilterDefaults, airlines: [], page: 1, returnPage: 1 });

  const data = search.data;
  const showSkeletons = resolving || (request !== null && (search.isPending || search.isPlaceholderData));

  return (
    <div className="space-y-8">
      <Card raised>
        <CardBody>
          <FlightSearchForm key={`${key}|${from.status}|${to.status}`} initial={formInitial} onSearch={update} />
        </CardBody>
      </Card>
      {!wanted && !problem ? idle === 'intro' ? <FlightIntro /> : <EmptyResults title={t('results.start')} /> : null}
      {problem ? <EmptyResults title={t('results.problemTitle')} body={problem} /> : null}
      {resolveError?.status === 'error' ? (
        <ErrorResults message={errorMessage(resolveError.error)} onRetry={() => window.location.reload()} />
      ) : null}
      {request && withCalendar ? (
        <FareCalendar
          data={calendar.data}
          isPending={calendar.isPending}
          selected={state.date}
          roundTrip={state.returnDate !== ''}
          onPick={pickDay}
        />
      ) : null}
      {request || resolving ? (
        <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
          <CollapsibleFilters>
            <FlightFilters
              key={key}
              applied={state}
              facets={data?.outbound.facets}
              onApply={(filters) => update({ ...filters, page: 1, returnPage: 1 })}
            />
          </CollapsibleFilters>
          <div className="min-w-0 space-y-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700" role="status">
                {data && !showSkeletons
                  ? t('results.summary', { from: formInitial.fromLabel, to: formInitial.toLabel })
                  : ''}
              </p>
              <div className="flex flex-wrap items-center gap-3">
                {request && data && !showSkeletons && data.outbound.total > 0 ? (
                  <WatchPriceButton
                    name={t('results.summary', { from: formInitial.fromLabel, to: formInitial.toLabel })}
                    input={{
                      kind: 'flight',
                      from: request.from,
                      to: request.to,
                      date: request.date,
                      cabin: request.cabin,
                      passengers: request.passengers,
                    }}
                  />
                ) : null}
                <SortSelect
                  value={state.sort}
                  options={flightSorts}
                  onChange={(sort) => update({ sort, page: 1, returnPage: 1 })}
                />
              </div>
            </div>
            <RatesNotice />
            {showSkeletons ? <ResultSkeletons label={t('results.loading')} /> : null}
            {!showSkeletons && search.isError ? (
              <ErrorResults message={errorMessage(search.error)} onRetry={() => void search.refetch()} />
            ) : null}
            {!showSkeletons && data && data.outbound.total === 0 ? (
              <EmptyResults
                title={t('results.emptyTitle')}
                body={t('results.emptyBody')}
                action={
                  <Button variant="outline" onClick={resetFilters}>
                    {t('results.resetFilters')}
                  </Button>
                }
              />
            ) : null}
            {!showSkeletons && data && data.outbound.total > 0 && roundTrip && state.outbound ? (
              <>
                {outbound ? <ChosenOutbound itinerary={outbound} onChange={changeOutbound} /> : null}
                {chosen.isPending ? <ResultSkeletons count={1} label={t('results.loading')} /> : null}
                {chosen.isError ? (
                  <EmptyResults
                    title={t('offer.goneTitle')}
                    body={t('results.outboundGone')}
                    action={
                      <Button variant="outline" onClick={changeOutbound}>
                        {t('results.changeOutbound')}
                      </Button>
                    }
                  />
                ) : null}
                {outbound && data.return ? (
                  data.return.total > 0 ? (
                    <FlightResultList
                      id="return"
                      title={t('results.return')}
                      list={data.return}
                      offerHref={roundTripHref}
                      outbound={outbound}
                      onPage={(returnPage) => update({ returnPage })}
                    />
                  ) : (
                    <EmptyResults title={t('results.noReturnTitle')} body={t('results.emptyBody')} />
                  )
                ) : null}
              </>
            ) : null}
            {!showSkeletons && data && data.outbound.total > 0 && !(roundTrip && state.outbound) ? (
              <>
                {data.cheapestRoundTrip ? (
                  <p className="rounded-xl bg-primary-50 px-4 py-3 text-sm text-primary-900">
                    {t('results.cheapestRoundTrip', { price: format(data.cheapestRoundTrip) })}
                  </p>
                ) : null}
                <FlightResultList
                  id="outbound"
                  title={data.return ? t('results.outbound') : t('results.flights')}
                  list={data.outbound}
                  offerHref={roundTrip ? outboundHref : offerHref}
                  onPage={(page) => update({ page })}
                />
                {data.return && data.return.total === 0 ? (
                  <EmptyResults title={t('results.noReturnTitle')} body={t('results.emptyBody')} />
                ) : null}
              </>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
