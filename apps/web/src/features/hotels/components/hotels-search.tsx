import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Building2 } from 'lucide-react';
import { hotelSorts, type HotelSearchRequest, type HotelSort } from '@escazo/contracts/search-hotels';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Select } from '@escazo/ui/input';
import { useHotelSearch } from '../api/search-hotels.ts';
import { hotelDetailHref, hotelFormValues, hotelSearchParams, parseHotelSearch, type HotelFormValues } from '../utils/hotel-search-params.ts';
import { HotelCard, HotelCardSkeleton } from './hotel-card.tsx';
import { HotelFiltersPanel, noHotelFilters, type HotelFilters } from './hotel-filters.tsx';
import { HotelSearchForm } from './hotel-search-form.tsx';
import { HotelsIntro } from './hotels-intro.tsx';
import { Pager } from './pager.tsx';
import { CollapsibleFilters } from '../../search/components/filters-panel.tsx';
import { ErrorResults } from '../../search/components/result-states.tsx';

/** /hotels: the search form; with a complete search in the URL, its results with filters and sort. */
export function HotelsSearch() {
  const { t } = useTranslation('hotels');
  const [params, setParams] = useSearchParams();
  const search = parseHotelSearch(params);
  const query = useHotelSearch(search);

  const go = (next: HotelSearchRequest) => setParams(hotelSearchParams(next));
  const onForm = (values: HotelFormValues) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(values)) next.set(key, value);
      next.delete('page');
      return next;
    });
  const update = (patch: Partial<HotelSearchRequest>) => search && go({ ...search, page: 1, ...patch });
  const filters: HotelFilters = search ?? noHotelFilters;

  return (
    <div className="space-y-8">
      <HotelSearchForm key={params.toString()} initial={hotelFormValues(params)} onSearch={onForm} />
      {!search ? (
        <HotelsIntro />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
          <CollapsibleFilters>
            <div className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5">
              <h2 className="mb-4 text-lg font-bold text-slate-900">{t('filters.title')}</h2>
              <HotelFiltersPanel key={params.toString()} value={filters} onApply={(f) => update(f)} />
            </div>
          </CollapsibleFilters>
          <section aria-labelledby="hotel-results" className="min-w-0 space-y-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <h2 id="hotel-results" className="text-xl font-bold text-slate-900">
                  {query.data?.cities[0] ? t('results.in', { city: `${query.data.cities[0].name}, ${query.data.cities[0].countryName}` }) : t('results.heading')}
                </h2>
                <p role="status" className="text-sm text-slate-700">
                  {query.isPending ? t('results.searching') : query.isSuccess ? t('results.count', { count: query.data.total, nights: query.data.nights }) : ''}
                </p>
              </div>
              <Field label={t('sort.label')} className="min-w-48">
                <Select value={search.sort} onChange={(e) => update({ sort: e.target.value as HotelSort })}>
                  {hotelSorts.map((s) => <option key={s} value={s}>{t(`sort.${s}`)}</option>)}
                </Select>
              </Field>
            </div>
            {query.isPending ? (
              <ul aria-label={t('results.loading')} className="space-y-4">
                {Array.from({ length: 4 }, (_, i) => <li key={i}><HotelCardSkeleton /></li>)}
              </ul>
            ) : query.isError ? (
              <ErrorResults message={t('results.error')} onRetry={() => void query.refetch()} />
            ) : query.data.items.length === 0 ? (
              <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-slate-300 px-6 py-16 text-center">
                <Building2 aria-hidden="true" className="size-10 text-slate-400" />
                <p className="text-lg font-bold text-slate-900">{query.data.cities.length === 0 ? t('empty.unknown') : t('empty.title')}</p>
                <p className="text-slate-700">{t('empty.body')}</p>
                <Button variant="outline" onClick={() => update(noHotelFilters)}>{t('filters.reset')}</Button>
              </div>
            ) : (
              <>
                <ul className="space-y-4">
                  {query.data.items.map((offer) => <li key={offer.id}><HotelCard offer={offer} href={hotelDetailHref(offer.id, search)} /></li>)}
                </ul>
                <Pager page={query.data.page} pageCount={query.data.pageCount} onPage={(page) => update({ page })} />
              </>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
