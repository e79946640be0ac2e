import { useTranslation } from 'react-i18next';
import { BudgetAiView } from '@web/features/budget/components/budget-ai-view.tsx';
import { useAuth } from '@web/lib/session/use-auth.ts';
import { useDocumentTitle } from '../../use-document-title.ts';

export default function BudgetAiPage() {
  // The starting location is the search feature's autocomplete, with its texts.
  const { t } = useTranslation(['budget', 'search']);
  const { user } = useAuth();
  useDocumentTitle(t('page.documentTitle'));
  return <BudgetAiView signedIn={user !== null} />;
}
