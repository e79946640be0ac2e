import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from 'lucide-react';
import type { DealsPage } from '@escazo/contracts/deals';
import { Button } from '@escazo/ui/button';
import { LoadError } from '@web/components/feedback/query-state.tsx';
import { EmptyResults } from '../../search/components/result-states.tsx';
import { DealCard, DealCardSkeleton } from './deal-card.tsx';
import { DealsPagination } from './deals-pagination.tsx';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

type Props = {
  heading: string;
  /** Sort By and Advanced Filters. */
  controls: ReactNode;
  query: {
    data: DealsPage | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** The query string the list answers; the list carries it once its data is that query's own. */
  queryKey: string;
  onPage: (page: number) => void;
  onClearAll: () => void;
};

/** The deals list: heading, count, controls, then skeletons, the error, the empty state or the cards and pages. */
export function DealResults({ heading, controls, query, queryKey, onPage, onClearAll }: Props) {
  const { t } = useTranslation('deals');
  const { data } = query;
  return (
    <section aria-labelledby="deal-results" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="deal-results" className="text-2xl font-bold text-slate-900">
            {heading}
          </h2>
          <p role="status" className="text-sm text-slate-700">
            {query.isPending
              ? t('list.searching')
              : data && !query.isError
                ? t('list.count', { count: data.total })
                : ''}
          </p>
        </div>
      </div>
      {controls}
      {query.isPending ? (
        <ul aria-label={t('list.loading')} aria-busy="true" className={grid}>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <DealCardSkeleton />
            </li>
          ))}
        </ul>
      ) : query.isError || !data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyResults
          title={t('list.emptyTitle')}
          body={t('list.emptyBody')}
          icon={Tag}
          action={
            <Button variant="outline" onClick={onClearAll}>
              {t('list.clearAll')}
            </Button>
          }
        />
      ) : (
        <>
          <ul
            aria-label={heading}
            aria-busy={query.isPlaceholderData}
            data-testid="deal-list"
            data-query={query.isPlaceholderData ? undefined : queryKey}
            className={grid}
          >
            {data.items.map((deal) => (
              <li key={deal.id}>
                <DealCard deal={deal} />
              </li>
            ))}
          </ul>
          <DealsPagination page={data.page} pageCount={data.pageCount} onPage={onPage} />
        </>
      )}
    </section>
  );
}
