import { useTranslation } from 'react-i18next';
import { DealsView } from '@web/features/deals/components/deals-view.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function DealsPage() {
  const { t } = useTranslation('deals');
  useDocumentTitle(t('documentTitle'));
  return <DealsView />;
}
