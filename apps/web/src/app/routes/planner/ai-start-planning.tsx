import { useTranslation } from 'react-i18next';
import { AiStartView } from '@web/features/planner/components/ai-start/ai-start-view.tsx';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function AiStartPlanningPage() {
  const { t } = useTranslation('planner');
  useDocumentTitle(t('aiStart.documentTitle'));
  return <AiStartView />;
}
