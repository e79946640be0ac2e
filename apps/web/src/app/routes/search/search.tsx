import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@escazo/ui/container';
import { TripSearchCard } from '@web/features/search/components/trip-search-card.tsx';

export default function SearchPage() {
  const { t } = useTranslation('search');
  return (
    <>
      <PageHeader title={t('trip.pageTitle')} lead={t('trip.lead')} />
      <Container className="pb-20">
        <TripSearchCard />
      </Container>
    </>
  );
}
