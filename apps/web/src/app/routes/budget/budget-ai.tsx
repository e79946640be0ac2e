import { BudgetAiView } from '@web/features/budget/components/budget-ai-view.tsx';
import { useAuth } from '@web/lib/session/use-auth.ts';

export default function BudgetAiPage() {
  // The starting location is the search feature's autocomplete, with its texts.
  const { user } = useAuth();
  return <BudgetAiView signedIn={user !== null} />;
}
