import { useTranslation } from 'react-i18next';
import { Heart, SearchX, TrendingUp } from 'lucide-react';
import type { Recommendation } from '@escazo/contracts/recommendations';
import { Button } from '@escazo/ui/button';
import { EmptyState } from '@escazo/ui/empty-state';
import { RecommendationCard, RecommendationCardSkeleton } from './recommendation-card.tsx';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Six placeholder cards while the recommendations load. */
export function RecommendationSkeletons() {
  const { t } = useTranslation('recommendations');
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('list.loading')}
      </p>
      <ul className={grid}>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <RecommendationCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

type Props = {
  label: string;
  items: Recommendation[];
  favoriteIds: ReadonlySet<string>;
  bookmarkIds: ReadonlySet<string>;
  /** Filters narrow the list: the empty state then offers to clear them. */
  filtered: boolean;
  favoritesTab: boolean;
  /** The Trending tab with nothing trending at all: no filter or preference would change that. */
  nothingTrending: boolean;
  onClearFilters: () => void;
  onUpdatePreferences: () => void;
};

/** The cards of one tab, or the empty state with its ways forward. */
export function RecommendationGrid({
  label,
  items,
  favoriteIds,
  bookmarkIds,
  filtered,
  favoritesTab,
  nothingTrending,
  onClearFilters,
  onUpdatePreferences,
}: Props) {
  const { t } = useTranslation('recommendations');
  if (items.length === 0 && nothingTrending)
    return <EmptyState Icon={TrendingUp} title={t('list.noTrendingTitle')} body={t('list.noTrendingBody')} />;
  if (items.length === 0) {
    const noFavorites = favoritesTab && !filtered;
    return (
      <EmptyState
        Icon={noFavorites ? Heart : SearchX}
        title={noFavorites ? t('list.noFavoritesTitle') : filtered ? t('list.emptyTitle') : t('list.noneTitle')}
        body={noFavorites ? t('list.noFavoritesBody') : filtered ? t('list.emptyBody') : t('list.noneBody')}
      >
        {filtered ? <Button onClick={onClearFilters}>{t('list.clearAll')}</Button> : null}
        <Button variant="outline" onClick={onUpdatePreferences}>
          {t('list.updatePreferences')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul aria-label={label} data-testid="recommendation-list" className={grid}>
      {items.map((item) => (
        <li key={item.id}>
          <RecommendationCard item={item} favorite={favoriteIds.has(item.id)} bookmarked={bookmarkIds.has(item.id)} />
        </li>
      ))}
    </ul>
  );
}
