import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import { tripSearchTabs, type TripSearchTab } from '../utils/trip-search.ts';

type Props = Record<TripSearchTab, ReactNode>;

/**
 * Search Travel Options: tabs Flights (default), Hotels, Cars, Cruises; the tab lives in the URL
 * (`tab`), and every tab searches in place. Each tab is given by the page (that feature's search
 * view, writing its search under /search-results).
 */
export function SearchOptions({ flights, hotels, cars, cruises }: Props) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('tab') as TripSearchTab | null;
  const tab: TripSearchTab = requested && tripSearchTabs.includes(requested) ? requested : 'flights';
  return (
    <Tabs
      value={tab}
      onValueChange={(next) => void navigate(next === 'flights' ? '/search-results' : `/search-results?tab=${next}`)}
    >
      <TabsList aria-label={t('options.tabsLabel')} className="mb-6 grid w-full grid-cols-4 sm:inline-flex sm:w-auto">
        {tripSearchTabs.map((key) => (
          <TabsTrigger key={key} value={key} className="px-2 sm:px-4">
            {t(`tabs.${key}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="flights">{flights}</TabsContent>
      <TabsContent value="hotels">{hotels}</TabsContent>
      <TabsContent value="cars">{cars}</TabsContent>
      <TabsContent value="cruises">{cruises}</TabsContent>
    </Tabs>
  );
}
