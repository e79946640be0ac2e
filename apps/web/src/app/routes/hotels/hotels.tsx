import { useTranslation } from 'react-i18next';
import { Container, PageHeader } from '@escazo/ui/container';
import { HotelsSearch } from '@web/features/hotels/components/hotels-search.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function HotelsPage() {
  const { t } = useTranslation('hotels');
  useDocumentTitle(t('documentTitle'));
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Container className="pb-20">
        <HotelsSearch />
      </Container>
    </>
  );
}
