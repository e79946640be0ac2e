import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Car, CarTaxiFront, Home, Hotel, Plane, type LucideIcon } from 'lucide-react';
import { homeSearchTabs, type HomeSearchTab } from '@escazo/contracts/home-search';
import { Card, CardBody } from '@escazo/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@escazo/ui/tabs';
import { homeSearchUrl, initialHomeSearch, type HomeSearchState } from '../utils/home-search.ts';
import { CarSearchForm } from './car-search-form.tsx';
import { FlightSearchForm } from './flight-search-form.tsx';
import { RideSearchForm } from './ride-search-form.tsx';
import { StaySearchForm } from './stay-search-form.tsx';

// Phones: a five-column grid with the icon above the label; wider screens: the usual pills. The
// tabs are unstyled (these are their whole classes), so the page needs no class merging.
const listClass =
  'mb-6 grid w-full grid-cols-5 flex-wrap gap-1 rounded-2xl bg-slate-100 p-1 sm:inline-flex sm:w-auto sm:rounded-full';
const triggerClass =
  'inline-flex h-auto flex-col items-center gap-1 rounded-xl px-1 py-2 text-xs font-semibold text-slate-700 transition-colors hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-primary-800 data-[state=active]:shadow-sm sm:h-9 sm:flex-row sm:gap-2 sm:rounded-full sm:px-4 sm:py-0 sm:text-sm [&_svg]:size-4';
const tabIcons: Record<HomeSearchTab, LucideIcon> = {
  flights: Plane,
  hotels: Hotel,
  cars: Car,
  rides: CarTaxiFront,
  stays: Home,
};

/** The home search panel: one tab per service; values live here and travel in the URL on search. */
export function HomeSearchPanel() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [values, setValues] = useState<HomeSearchState>(initialHomeSearch);

  const change =
    <T extends HomeSearchTab>(tab: T) =>
    (patch: Partial<HomeSearchState[T]>) =>
      setValues((current) => ({ ...current, [tab]: { ...current[tab], ...patch } }));
  const search = (tab: HomeSearchTab) => () => void navigate(homeSearchUrl(tab, values[tab]));

  return (
    <section aria-labelledby="home-search-title" className="relative z-10 -mt-28">
      <Card raised>
        <CardBody roomy>
          <h2 id="home-search-title" className="sr-only">
            {t('search.title')}
          </h2>
          <Tabs defaultValue="flights">
            <TabsList unstyled aria-label={t('search.tabsLabel')} className={listClass}>
              {homeSearchTabs.map((tab) => {
                const Icon = tabIcons[tab];
                return (
                  <TabsTrigger unstyled key={tab} value={tab} className={triggerClass}>
                    <Icon aria-hidden="true" />
                    <span>{t(`search.tabs.${tab}`)}</span>
                  </TabsTrigger>
                );
              })}
            </TabsList>
            <TabsContent value="flights">
              <FlightSearchForm values={values.flights} onChange={change('flights')} onSearch={search('flights')} />
            </TabsContent>
            <TabsContent value="hotels">
              <StaySearchForm
                kind="hotels"
                values={values.hotels}
                onChange={change('hotels')}
                onSearch={search('hotels')}
              />
            </TabsContent>
            <TabsContent value="cars">
              <CarSearchForm values={values.cars} onChange={change('cars')} onSearch={search('cars')} />
            </TabsContent>
            <TabsContent value="rides">
              <RideSearchForm values={values.rides} onChange={change('rides')} onSearch={search('rides')} />
            </TabsContent>
            <TabsContent value="stays">
              <StaySearchForm
                kind="stays"
                values={values.stays}
                onChange={change('stays')}
                onSearch={search('stays')}
              />
            </TabsContent>
          </Tabs>
        </CardBody>
      </Card>
    </section>
  );
}
