import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@escazo/ui/container';
import { StaysSearch } from '@web/features/stays/components/stays-search.tsx';

export default function ShortStaysPage() {
  const { t } = useTranslation('stays');
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Container className="pb-20">
        <StaysSearch />
      </Container>
    </>
  );
}
