import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@escazo/ui/container';
import { CarsSearch } from '@web/features/cars/components/cars-search.tsx';
import { useNetworkCounts } from '@web/lib/network-counts.ts';

export default function CarsPage() {
  const { t } = useTranslation('cars');
  const counts = useNetworkCounts();
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead', counts)} />
      <Container className="pb-20">
        <CarsSearch />
      </Container>
    </>
  );
}
