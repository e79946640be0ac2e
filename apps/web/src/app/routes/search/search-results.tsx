import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@escazo/ui/container';
import { FlightSearchView } from '../../../features/flights/components/flight-search-view.tsx';
import { SearchOptions } from '../../../features/search/components/search-options.tsx';
import { dayFromToday } from '../../../features/search/utils/dates.ts';
import { useDocumentTitle } from '../../use-document-title.ts';

/** Documented defaults of the flights tab: New York (JFK) to Los Angeles (LAX), today and a week later. */
const flightDefaults = () => ({
  from: 'JFK',
  fromLabel: 'New York (JFK)',
  to: 'LAX',
  toLabel: 'Los Angeles (LAX)',
  date: dayFromToday(0),
  returnDate: dayFromToday(7),
});

export default function SearchResultsPage() {
  const { t } = useTranslation('search');
  useDocumentTitle(t('options.title'));
  return (
    <>
      <PageHeader title={t('options.title')} lead={t('options.lead')} />
      <Container className="pb-20">
        <SearchOptions flights={<FlightSearchView basePath="/search-results" defaults={flightDefaults()} idle="start" calendar={false} />} />
      </Container>
    </>
  );
}
