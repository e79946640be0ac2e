import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@escazo/ui/container';
import { CarsSearch } from '@web/features/cars/components/cars-search.tsx';
import { CruisesSearch } from '@web/features/cruises/components/cruises-search.tsx';
import { FlightSearchView } from '@web/features/flights/components/flight-search-view.tsx';
import { HotelsSearch } from '@web/features/hotels/components/hotels-search.tsx';
import { SearchOptions } from '@web/features/search/components/search-options.tsx';
import { dayFromToday } from '@web/features/search/utils/dates.ts';

const path = '/search-results';

/** Documented defaults of the flights tab: New York (JFK) to Los Angeles (LAX), today and a week later. */
const flightDefaults = () => ({
  from: 'JFK',
  fromLabel: 'New York (JFK)',
  to: 'LAX',
  toLabel: 'Los Angeles (LAX)',
  date: dayFromToday(0),
  returnDate: dayFromToday(7),
});

/** Search Travel Options: every tab searches in place, its search in this page's URL. */
export default function SearchResultsPage() {
  const { t } = useTranslation('search');
  return (
    <>
      <PageHeader title={t('options.title')} lead={t('options.lead')} />
      <Container className="pb-20">
        <SearchOptions
          flights={<FlightSearchView basePath={path} defaults={flightDefaults()} idle="start" calendar={false} />}
          hotels={<HotelsSearch basePath={path} keep={{ tab: 'hotels' }} form="quick" idle="start" />}
          cars={<CarsSearch basePath={path} keep={{ tab: 'cars' }} form="quick" idle="start" />}
          cruises={<CruisesSearch basePath={path} keep={{ tab: 'cruises' }} form="quick" idle="start" />}
        />
      </Container>
    </>
  );
}
