import { useTranslation } from 'react-i18next';
import { FREE_CANCELLATION_HOURS } from '@escazo/contracts/bookings';
import { Container, PageHeader } from '@escazo/ui/container';
import { CarsSearch } from '@web/features/cars/components/cars-search.tsx';
import { useNetworkCounts } from '@web/lib/network-counts.ts';

export default function CarsPage() {
  const { t } = useTranslation('cars');
  const counts = useNetworkCounts();
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead', { ...counts, hours: FREE_CANCELLATION_HOURS.car })} />
      <Container className="pb-20">
        <CarsSearch />
      </Container>
    </>
  );
}
