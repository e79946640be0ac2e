import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@escazo/ui/container';
import { StaysSearch } from '@web/features/stays/components/stays-search.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function ShortStaysPage() {
  const { t } = useTranslation('stays');
  useDocumentTitle(t('title'));
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Container className="pb-20">
        <StaysSearch />
      </Container>
    </>
  );
}
