import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RECOMMENDATION_TABS, type RecommendationsResponse } from '@escazo/contracts/recommendations';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import { filterRecommendations } from '../utils/filter-recommendations.ts';
import { hasActiveFilters, type PageFilters, type RecommendationTab } from '../utils/recommendations-url.ts';
import { nothingTrending, tabList } from '../utils/tab-list.ts';
import { RecommendationFilters } from './recommendation-filters.tsx';
import { RecommendationGrid } from './recommendation-grid.tsx';

type Props = {
  data: RecommendationsResponse;
  filters: PageFilters;
  onFilters: (patch: Partial<PageFilters>) => void;
  onClearFilters: () => void;
  onUpdatePreferences: () => void;
};

/** For You, Trending, Featured and Favorites; the category picks the open tab's list, the other filters re-derive it. */
export function RecommendationTabs({ data, filters, onFilters, onClearFilters, onUpdatePreferences }: Props) {
  const { t } = useTranslation('recommendations');
  const favoriteIds = useMemo(() => new Set(data.favorites.map((f) => f.id)), [data.favorites]);
  const bookmarkIds = useMemo(() => new Set(data.bookmarks), [data.bookmarks]);
  const items = useMemo(
    () => filterRecommendations(tabList(data, filters.tab, filters.category), filters),
    [data, filters],
  );
  const label = t(`tabs.${filters.tab}`);
  return (
    <Tabs
      value={filters.tab}
      onValueChange={(tab) => onFilters({ tab: tab as RecommendationTab })}
      className="space-y-6"
    >
      <TabsList aria-label={t('tabs.label')}>
        {RECOMMENDATION_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {t(`tabs.${tab}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <RecommendationFilters filters={filters} onChange={onFilters} />
      <p role="status" className="text-sm text-slate-700" data-testid="result-count">
        {t('list.count', { count: items.length })}
      </p>
      {RECOMMENDATION_TABS.map((tab) => (
        <TabsContent key={tab} value={tab}>
          {tab === filters.tab ? (
            <RecommendationGrid
              label={label}
              items={items}
              favoriteIds={favoriteIds}
              bookmarkIds={bookmarkIds}
              filtered={hasActiveFilters(filters)}
              favoritesTab={tab === 'favorites'}
              nothingTrending={nothingTrending(data, tab)}
              onClearFilters={onClearFilters}
              onUpdatePreferences={onUpdatePreferences}
            />
          ) : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
