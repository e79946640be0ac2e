import { useTranslation } from 'react-i18next';
import type { ExploreTab } from '@escazo/contracts/explore';
import { LoadError, LoadingRows } from '@web/components/feedback/query-state.tsx';
import { useExplore } from '../api/explore.ts';
import { ExploreCard } from './explore-card.tsx';

/** One tab's destinations (Trending may have none yet), with where the fares are from; loading and error states. */
export function ExploreTabPanel({ tab, from }: { tab: ExploreTab; from: string | null }) {
  const { t } = useTranslation('explore');
  const query = useExplore(tab, from);
  if (query.isPending) return <LoadingRows rows={6} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { origin, items } = query.data;
  return (
    <>
      <p className="mb-4 text-sm text-slate-600">{t('origin.note', { city: origin.city, code: origin.code })}</p>
      {items.length === 0 ? (
        <p className="text-slate-700">{tab === 'trending' ? t('noTrend') : t('empty')}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <ExploreCard key={item.id} destination={item} />
          ))}
        </ul>
      )}
    </>
  );
}
