import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@escazo/ui/container';
import { HotelsSearch } from '@web/features/hotels/components/hotels-search.tsx';
import { useNetworkCounts } from '@web/lib/network-counts.ts';

export default function HotelsPage() {
  const { t } = useTranslation('hotels');
  const counts = useNetworkCounts();
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead', counts)} />
      <Container className="pb-20">
        <HotelsSearch />
      </Container>
    </>
  );
}
