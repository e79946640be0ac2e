import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@escazo/ui/container';
import { useNetworkCounts } from '@web/lib/network-counts.ts';
import { FlightSearchView } from '@web/features/flights/components/flight-search-view.tsx';

export default function FlightsPage() {
  const { t } = useTranslation('flights');
  const counts = useNetworkCounts();
  return (
    <>
      <PageHeader title={t('hero.title')} lead={t('hero.lead', counts)} />
      <Container className="pb-20">
        <FlightSearchView />
      </Container>
    </>
  );
}
