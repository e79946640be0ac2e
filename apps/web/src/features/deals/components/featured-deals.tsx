import { useTranslation } from 'react-i18next';
import { LoadError } from '@web/components/feedback/query-state.tsx';
import { useFeaturedDeals } from '../api/list-deals.ts';
import { DealCard, DealCardSkeleton } from './deal-card.tsx';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** 'Featured Deals': the best by discount and rating, whatever the filters below say. */
export function FeaturedDeals() {
  const { t } = useTranslation('deals');
  const featured = useFeaturedDeals();
  return (
    <section aria-labelledby="featured-deals" className="space-y-5">
      <h2 id="featured-deals" className="text-2xl font-bold text-slate-900">
        {t('featured.title')}
      </h2>
      {featured.isPending ? (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            {t('featured.loading')}
          </p>
          <ul className={grid}>
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <DealCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ) : featured.isError ? (
        <LoadError error={featured.error} onRetry={() => void featured.refetch()} />
      ) : featured.data.items.length === 0 ? (
        <p className="text-slate-700">{t('featured.none')}</p>
      ) : (
        <ul className={grid}>
          {featured.data.items.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
