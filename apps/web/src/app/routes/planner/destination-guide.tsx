import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GuideView } from '../../../features/planner/components/guide/guide-view.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function DestinationGuidePage() {
  const { t } = useTranslation('planner');
  const { destination = '' } = useParams();
  useDocumentTitle(t('guide.documentTitle', { name: destination }));
  return <GuideView key={destination} name={destination} />;
}
