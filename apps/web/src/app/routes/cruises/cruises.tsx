import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@escazo/ui/container';
import { CruisesSearch } from '@web/features/cruises/components/cruises-search.tsx';

export default function CruisesPage() {
  const { t } = useTranslation('cruises');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Container className="pb-20">
        <CruisesSearch />
      </Container>
    </>
  );
}
