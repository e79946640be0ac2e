import { useTranslation } from 'react-i18next';
import { SmartPlanningView } from '@web/features/planner/components/smart-planning/smart-planning-view.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function SmartPlanningPage() {
  const { t } = useTranslation('planner');
  useDocumentTitle(t('smart.documentTitle'));
  return <SmartPlanningView />;
}
