import { useTranslation } from 'react-i18next';
import { StayDetail } from '../../../features/stays/components/stay-detail.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function StayDetailPage() {
  const { t } = useTranslation('stays');
  useDocumentTitle(t('detail.documentTitle'));
  return <StayDetail />;
}
