import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CarFront } from 'lucide-react';
import { carSorts, type CarSearchRequest, type CarSort } from '@escazo/contracts/search-cars';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Select } from '@escazo/ui/input';
import { toast } from '../../../lib/toast.ts';
import { useCarSearch } from '../api/search-cars.ts';
import { carFormValues, carOfferHref, carSearchParams, parseCarSearch, type CarFormValues } from '../utils/car-search-params.ts';
import { CarCard, CarCardSkeleton } from './car-card.tsx';
import { CarFiltersPanel, noCarFilters } from './car-filters.tsx';
import { CarSearchForm } from './car-search-form.tsx';
import { CarsIntro } from './cars-intro.tsx';
import { Pager } from './pager.tsx';
import { CollapsibleFilters } from '../../search/components/filters-panel.tsx';
import { ErrorResults } from '../../search/components/result-states.tsx';

/** /cars: the search form; with a complete search in the URL, offers with filters and sort. */
export function CarsSearch() {
  const { t } = useTranslation('cars');
  const [params, setParams] = useSearchParams();
  const search = parseCarSearch(params);
  const query = useCarSearch(search);

  useEffect(() => {
    if (query.isError) toast.error(t('toast.failedTitle'), { description: t('toast.failed') });
  }, [query.isError, t]);

  const onForm = (values: CarFormValues) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('returnDate');
      next.delete('page');
      for (const [key, value] of Object.entries(values)) next.set(key, value);
      return next;
    });
  const update = (patch: Partial<CarSearchRequest>) => search && setParams(carSearchParams({ ...search, page: 1, ...patch }));

  return (
    <div className="space-y-8">
      <CarSearchForm key={params.toString()} initial={carFormValues(params)} onSearch={onForm} />
      {!search ? (
        <CarsIntro />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
          <CollapsibleFilters>
            <div className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5">
              <h2 className="mb-4 text-lg font-bold text-slate-900">{t('filters.title')}</h2>
              <CarFiltersPanel key={params.toString()} value={search} onApply={(f) => update(f)} />
            </div>
          </CollapsibleFilters>
          <section aria-labelledby="car-results" className="min-w-0 space-y-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <h2 id="car-results" className="text-xl font-bold text-slate-900">{t('results.heading')}</h2>
                <p role="status" className="text-sm text-slate-700">
                  {query.isPending ? t('results.searching') : query.isSuccess ? t('results.count', { count: query.data.total, days: query.data.days }) : ''}
                </p>
              </div>
              <Field label={t('sort.label')} className="min-w-48">
                <Select value={search.sort} onChange={(e) => update({ sort: e.target.value as CarSort })}>
                  {carSorts.map((s) => <option key={s} value={s}>{t(`sort.${s}`)}</option>)}
                </Select>
              </Field>
            </div>
            {query.isPending ? (
              <ul aria-label={t('results.loading')} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
                {Array.from({ length: 6 }, (_, i) => <li key={i}><CarCardSkeleton /></li>)}
              </ul>
            ) : query.isError ? (
              <ErrorResults message={t('toast.failed')} onRetry={() => void query.refetch()} />
            ) : query.data.items.length === 0 ? (
              <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-slate-300 px-6 py-16 text-center">
                <CarFront aria-hidden="true" className="size-10 text-slate-400" />
                <p className="text-lg font-bold text-slate-900">{query.data.pickup.length === 0 || query.data.dropoff.length === 0 ? t('empty.unknown') : t('empty.title')}</p>
                <p className="text-slate-700">{t('empty.body')}</p>
                <Button variant="outline" onClick={() => update(noCarFilters)}>{t('filters.reset')}</Button>
              </div>
            ) : (
              <>
                <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
                  {query.data.items.map((offer) => <li key={offer.id}><CarCard offer={offer} href={carOfferHref(offer.location.id, offer.car.category, search)} /></li>)}
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
