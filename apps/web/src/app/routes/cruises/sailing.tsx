import { useTranslation } from 'react-i18next';
import { CruiseSailing } from '../../../features/cruises/components/cruise-sailing.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function CruiseSailingPage() {
  const { t } = useTranslation('cruises');
  useDocumentTitle(t('sailing.documentTitle'));
  return <CruiseSailing />;
}
