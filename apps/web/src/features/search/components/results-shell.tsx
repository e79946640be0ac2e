import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { CollapsibleFilters } from './filters-panel.tsx';
import { Pagination } from './pagination.tsx';
import { EmptyResults, ErrorResults } from './result-states.tsx';
import { RatesNotice } from '@web/components/currency/rates-notice.tsx';

/** One page of results as every search API answers it. */
export type ResultPage = { items: readonly unknown[]; total: number; page: number; pageCount: number };

/** What the shell reads of a TanStack query (a `useQuery` result fits). */
type ResultsQuery<P> = { data: P | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };

type Props<P extends ResultPage> = {
  /** The results heading's id; the section is labelled by it. */
  id: string;
  heading: string;
  /** The sidebar: a FiltersPanel with the feature's own filters. */
  filters: ReactNode;
  /** 'Sort By' (a SortSelect). */
  sort: ReactNode;
  query: ResultsQuery<P>;
  /** The count line once results are in: '12 cars for 3 days'. */
  summary: (data: P) => string;
  /** While the search runs: one placeholder card, shown `skeletons` times in the list's layout. */
  skeleton: ReactNode;
  skeletons?: number;
  loadingLabel: string;
  errorMessage: string;
  /** No result: what to say (it may depend on the answer, say an unknown place) and Reset. */
  empty: (data: P) => { title: string; body: string; icon?: LucideIcon };
  onReset: () => void;
  /** The list's layout (a column of cards, or a grid). */
  listClassName: string;
  item: (item: P['items'][number]) => ReactNode;
  itemKey: (item: P['items'][number]) => string;
  onPage: (page: number) => void;
};

/**
 * The results of a search page: the filters sidebar (a sheet behind a button on phones), the
 * heading with the count and Sort By, then skeletons, the error, the empty state, or the cards
 * and their pages.
 */
export function ResultsShell<P extends ResultPage>(props: Props<P>) {
  const { t } = useTranslation('search');
  const { id, heading, filters, sort, query, summary, loadingLabel } = props;
  const { data } = query;
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <CollapsibleFilters>{filters}</CollapsibleFilters>
      <section aria-labelledby={id} className="min-w-0 space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id={id} className="text-xl font-bold text-slate-900">
              {heading}
            </h2>
            <p role="status" className="text-sm text-slate-700">
              {query.isPending ? t('states.searching') : data && !query.isError ? summary(data) : ''}
            </p>
            <RatesNotice />
          </div>
          {sort}
        </div>
        {query.isPending ? (
          <ul aria-label={loadingLabel} className={props.listClassName}>
            {Array.from({ length: props.skeletons ?? 4 }, (_, i) => (
              <li key={i}>{props.skeleton}</li>
            ))}
          </ul>
        ) : query.isError || !data ? (
          <ErrorResults message={props.errorMessage} onRetry={() => void query.refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyResults
            {...props.empty(data)}
            action={
              <Button variant="outline" onClick={props.onReset}>
                {t('filters.reset')}
              </Button>
            }
          />
        ) : (
          <>
            <ul className={props.listClassName}>
              {data.items.map((item) => (
                <li key={props.itemKey(item)}>{props.item(item)}</li>
              ))}
            </ul>
            <Pagination page={data.page} pageCount={data.pageCount} onPage={props.onPage} />
          </>
        )}
      </section>
    </div>
  );
}
