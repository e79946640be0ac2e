import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { staySorts, type StaySort } from '@escazo/contracts/search-stays';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Select } from '@escazo/ui/input';
import { toast } from '@web/lib/toast.ts';
import { useStaySearch } from '../api/search-stays.ts';
import { useStaySearchState } from '../hooks/use-stay-search-state.ts';
import { defaultStayFilters, stayDetailQuery } from '../utils/stay-search-params.ts';
import { StayCard, StayCardSkeleton } from './stay-card.tsx';
import { StayFiltersDialog } from './stay-filters-dialog.tsx';
import { StaySearchBar } from './stay-search-bar.tsx';
import { Pagination } from '../../search/components/pagination.tsx';
import { RatesNotice } from '@web/components/currency/rates-notice.tsx';

const PLACEHOLDERS = 6;

/** The short-stay search: the bar, filters, sort, result count, grid, empty and error states. */
export function StaysSearch() {
  const { t } = useTranslation('stays');
  const { search, update } = useStaySearchState();
  const query = useStaySearch(search);
  const announce = useRef(false);

  // 'Search results updated!' once the results of a submitted search are in.
  useEffect(() => {
    if (!announce.current || query.isFetching) return;
    announce.current = false;
    if (query.isSuccess) toast.success(t('toast.updated'));
  }, [query.isFetching, query.isSuccess, t]);

  const resetFilters = () => {
    update({ ...defaultStayFilters, q: '' });
    toast.success(t('toast.reset'));
  };
  const detailHref = (id: string) => `/stays/${encodeURIComponent(id)}${stayDetailQuery(search)}`;

  return (
    <div className="space-y-6">
      <StaySearchBar search={search} update={update} onSubmit={() => (announce.current = true)} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p role="status" className="text-lg font-semibold text-slate-900">
            {query.isPending
              ? t('results.searching')
              : query.isSuccess
                ? t('results.count', { count: query.data.total })
                : ''}
          </p>
          <RatesNotice />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <StayFiltersDialog search={search} onApply={(filters) => update(filters)} onReset={resetFilters} />
          <Field label={t('sort.label')} className="min-w-48">
            <Select value={search.sort} onChange={(e) => update({ sort: e.target.value as StaySort })}>
              {staySorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </div>
      {query.isPending ? (
        <ul aria-label={t('results.loading')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <li key={i}>
              <StayCardSkeleton />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-danger-600/20 bg-danger-50 px-6 py-12 text-center"
        >
          <p className="font-medium text-danger-600">{t('results.error')}</p>
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t('results.retry')}
          </Button>
        </div>
      ) : query.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-slate-300 px-6 py-16 text-center">
          <SearchX aria-hidden="true" className="size-10 text-slate-400" />
          <h2 className="text-xl font-bold text-slate-900">{t('empty.title')}</h2>
          <p className="text-slate-700">{t('empty.body')}</p>
          <Button variant="outline" onClick={resetFilters}>
            {t('empty.reset')}
          </Button>
        </div>
      ) : (
        <>
          <h2 className="sr-only">{t('results.heading')}</h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={query.isFetching || undefined}>
            {query.data.items.map((stay) => (
              <li key={stay.id}>
                <StayCard stay={stay} detailHref={detailHref(stay.id)} />
              </li>
            ))}
          </ul>
          <Pagination page={query.data.page} pageCount={query.data.pageCount} onPage={(page) => update({ page })} />
        </>
      )}
    </div>
  );
}
