import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@escazo/ui/container';
import { FlightSearchView } from '@web/features/flights/components/flight-search-view.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function FlightsPage() {
  const { t } = useTranslation('flights');
  useDocumentTitle(t('title'));
  return (
    <>
      <PageHeader title={t('hero.title')} lead={t('hero.lead')} />
      <Container className="pb-20">
        <FlightSearchView />
      </Container>
    </>
  );
}
