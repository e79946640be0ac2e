import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Ship } from 'lucide-react';
import { cruiseRegionNames, cruiseSorts, type CruiseSearchRequest, type CruiseSort } from '@escazo/contracts/search-cruises';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Select } from '@escazo/ui/input';
import { useCruiseSearch } from '../api/search-cruises.ts';
import { cruiseFormValues, cruiseSearchParams, parseCruiseSearch, type CruiseFormValues } from '../utils/cruise-search-params.ts';
import { CruiseCard, CruiseCardSkeleton } from './cruise-card.tsx';
import { CruiseFiltersPanel, noCruiseFilters } from './cruise-filters.tsx';
import { CruiseSearchForm } from './cruise-search-form.tsx';
import { CruisesIntro } from './cruises-intro.tsx';
import { Pager } from './pager.tsx';
import { CollapsibleFilters } from '../../search/components/filters-panel.tsx';
import { ErrorResults } from '../../search/components/result-states.tsx';

/** /cruises: 'Find Cruises'; with a complete search in the URL, sailings with filters and sort. */
export function CruisesSearch() {
  const { t } = useTranslation('cruises');
  const [params, setParams] = useSearchParams();
  const search = parseCruiseSearch(params);
  const query = useCruiseSearch(search);

  const onForm = (values: CruiseFormValues) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      for (const [key, value] of Object.entries(values)) next.set(key, value);
      return next;
    });
  const update = (patch: Partial<CruiseSearchRequest>) => search && setParams(cruiseSearchParams({ ...search, page: 1, ...patch }));

  return (
    <div className="space-y-8">
      <CruiseSearchForm key={params.toString()} initial={cruiseFormValues(params)} onSearch={onForm} />
      {!search ? (
        <CruisesIntro />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
          <CollapsibleFilters>
            <div className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-5">
              <h2 className="mb-4 text-lg font-bold text-slate-900">{t('filters.title')}</h2>
              <CruiseFiltersPanel key={params.toString()} value={search} onApply={(f) => update(f)} />
            </div>
          </CollapsibleFilters>
          <section aria-labelledby="cruise-results" className="min-w-0 space-y-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <h2 id="cruise-results" className="text-xl font-bold text-slate-900">{t('results.heading', { region: cruiseRegionNames[search.destination] })}</h2>
                <p role="status" className="text-sm text-slate-700">{query.isPending ? t('results.searching') : query.isSuccess ? t('results.count', { count: query.data.total }) : ''}</p>
              </div>
              <Field label={t('sort.label')} className="min-w-48">
                <Select value={search.sort} onChange={(e) => update({ sort: e.target.value as CruiseSort })}>
                  {cruiseSorts.map((s) => <option key={s} value={s}>{t(`sort.${s}`)}</option>)}
                </Select>
              </Field>
            </div>
            {query.isPending ? (
              <ul aria-label={t('results.loading')} className="space-y-4">{Array.from({ length: 4 }, (_, i) => <li key={i}><CruiseCardSkeleton /></li>)}</ul>
            ) : query.isError ? (
              <ErrorResults message={t('results.error')} onRetry={() => void query.refetch()} />
            ) : query.data.items.length === 0 ? (
              <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-slate-300 px-6 py-16 text-center">
                <Ship aria-hidden="true" className="size-10 text-slate-400" />
                <p className="text-lg font-bold text-slate-900">{t('empty.title')}</p>
                <p className="text-slate-700">{t('empty.body')}</p>
                <Button variant="outline" onClick={() => update(noCruiseFilters)}>{t('filters.reset')}</Button>
              </div>
            ) : (
              <>
                <ul className="space-y-4">
                  {query.data.items.map((offer) => <li key={offer.id}><CruiseCard offer={offer} href={`/cruises/sailings/${encodeURIComponent(offer.id)}?passengers=${search.passengers}`} /></li>)}
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
