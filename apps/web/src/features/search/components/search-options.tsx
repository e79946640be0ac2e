import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card, CardBody } from '@escazo/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import { tripSearchTabs, type TripSearchTab } from '../utils/trip-search.ts';
import { CarOptions, CruiseOptions } from './car-cruise-options.tsx';
import { HotelOptions } from './hotel-options.tsx';

/**
 * Search Travel Options: tabs Flights (default), Hotels, Cars, Cruises; the tab lives in the URL
 * (`tab`). The flights tab is given by the page (the flights feature's search view).
 */
export function SearchOptions({ flights }: { flights: ReactNode }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('tab') as TripSearchTab | null;
  const tab: TripSearchTab = requested && tripSearchTabs.includes(requested) ? requested : 'flights';
  return (
    <Tabs value={tab} onValueChange={(next) => void navigate(next === 'flights' ? '/search-results' : `/search-results?tab=${next}`)}>
      <TabsList aria-label={t('options.tabsLabel')} className="mb-6 grid w-full grid-cols-4 sm:inline-flex sm:w-auto">
        {tripSearchTabs.map((key) => (
          <TabsTrigger key={key} value={key} className="px-2 sm:px-4">{t(`tabs.${key}`)}</TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="flights">{flights}</TabsContent>
      <TabsContent value="hotels">
        <HotelOptions key={params.toString()} />
      </TabsContent>
      {(['cars', 'cruises'] as const).map((key) => (
        <TabsContent key={key} value={key}>
          <Card>
            <CardBody>{key === 'cars' ? <CarOptions /> : <CruiseOptions />}</CardBody>
          </Card>
          <p className="mt-6 text-center text-slate-700">{t('options.opensOwnPage', { tab: t(`tabs.${key}`) })}</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}
