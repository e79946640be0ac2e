import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { hotelSearchRequestSchema, hotelSorts } from '@escazo/contracts/search-hotels';
import { Field } from '@escazo/ui/field';
import { DateInput } from '@escazo/ui/input';
import { ApiError } from '../../../lib/api-client.ts';
import { translateValidation } from '../../../lib/i18n.ts';
import { useHotelOptions } from '../api/search-hotels.ts';
import { placeFromText, type PlaceValue } from '../utils/place.ts';
import { fullPriceRange, priceBoundsOf, priceRangeOf } from '../utils/price-range.ts';
import { paramsToObject, toSearchParams, withQuery, type UrlValue } from '../utils/url-state.ts';
import { CollapsibleFilters, FiltersPanel } from './filters-panel.tsx';
import { HotelOptionCard } from './hotel-option-card.tsx';
import { PlaceAutocomplete } from './place-autocomplete.tsx';
import { Pagination } from './pagination.tsx';
import { PriceRange } from './price-range.tsx';
import { CheckSearch, EmptyResults, ErrorResults, ResultSkeletons, StartSearch } from './result-states.tsx';
import { SearchSubmitRow } from './search-submit-row.tsx';
import { SortSelect } from './sort-select.tsx';

const path = '/search-results';

/** Search Travel Options, Hotels tab: destination and dates, price and sort sidebar, hotel cards. */
export function HotelOptions() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = paramsToObject(params);
  const wanted = Boolean(raw.destination || raw.checkIn || raw.checkOut);
  const parsed = hotelSearchRequestSchema.safeParse(raw);
  const request = wanted && parsed.success ? parsed.data : null;
  const problem = wanted && !parsed.success ? translateValidation(parsed.error.issues[0]?.message) : undefined;
  const search = useHotelOptions(request);

  const go = (patch: Record<string, UrlValue>) =>
    void navigate(withQuery(path, toSearchParams({ ...raw, tab: 'hotels', ...patch }, { page: 1, sort: 'price-asc' })), { preventScrollReset: true });

  const [destination, setDestination] = useState<PlaceValue>(placeFromText(raw.destination ?? ''));
  const [checkIn, setCheckIn] = useState(raw.checkIn ?? '');
  const [checkOut, setCheckOut] = useState(raw.checkOut ?? '');
  const [price, setPrice] = useState(priceRangeOf(request ?? {}));
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!destination.label.trim() || !checkIn || !checkOut) {
      setFormError(translateValidation('hotels.required') ?? '');
      return;
    }
    setFormError(null);
    go({ destination: destination.label.trim(), checkIn, checkOut, page: undefined });
  };
  const data = search.data;
  const loading = request !== null && (search.isPending || search.isPlaceholderData);
  // The hotel's own page (/hotels/:id) with the dates and party of this search.
  const detailHref = (id: string) =>
    withQuery(`/hotels/${encodeURIComponent(id)}`, toSearchParams({ checkIn: request?.checkIn, checkOut: request?.checkOut, guests: request?.guests, rooms: request?.rooms }));

  return (
    <div className="space-y-6">
      <form onSubmit={submit} noValidate aria-label={t('hotels.formLabel')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('trip.destination')} className="sm:col-span-2">
          <PlaceAutocomplete name="destination" kinds={['city']} value={destination} onChange={(p) => setDestination(placeFromText(p.label))} placeholder={t('trip.cityPlaceholder')} />
        </Field>
        <Field label={t('trip.checkIn')}>
          <DateInput name="checkIn" value={checkIn} onChange={(e) => setCheckIn(e.target.value)} />
        </Field>
        <Field label={t('trip.checkOut')}>
          <DateInput name="checkOut" value={checkOut} min={checkIn || undefined} onChange={(e) => setCheckOut(e.target.value)} />
        </Field>
        <SearchSubmitRow label={t('hotels.submit')} error={formError} className="sm:col-span-2 lg:col-span-4" />
      </form>
      {!wanted ? <StartSearch /> : null}
      {problem ? <CheckSearch problem={problem} /> : null}
      {request ? (
        <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
          <CollapsibleFilters>
            <FiltersPanel
              onApply={() => go({ ...priceBoundsOf(price), page: undefined })}
              onReset={() => {
                setPrice(fullPriceRange);
                go({ priceMin: undefined, priceMax: undefined, sort: undefined, page: undefined });
              }}
            >
              <PriceRange legend={t('hotels.pricePerNight')} min={price.min} max={price.max} onChange={setPrice} />
            </FiltersPanel>
          </CollapsibleFilters>
          <div className="min-w-0 space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700" role="status">
                {data && !loading ? t('hotels.count', { count: data.total }) : ''}
              </p>
              <SortSelect value={request.sort} options={hotelSorts} onChange={(sort) => go({ sort, page: undefined })} />
            </div>
            {loading ? <ResultSkeletons /> : null}
            {!loading && search.isError ? (
              <ErrorResults message={search.error instanceof ApiError ? search.error.message : String(search.error)} onRetry={() => void search.refetch()} />
            ) : null}
            {!loading && data && data.total === 0 ? <EmptyResults title={t('hotels.emptyTitle')} body={t('hotels.emptyBody')} /> : null}
            {!loading && data && data.total > 0 ? (
              <>
                <ul className="space-y-3" aria-label={t('hotels.listLabel')}>
                  {data.items.map((offer) => (
                    <li key={offer.id}><HotelOptionCard offer={offer} href={detailHref(offer.id)} /></li>
                  ))}
                </ul>
                <Pagination page={data.page} pageCount={data.pageCount} onPage={(page) => go({ page })} />
              </>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
