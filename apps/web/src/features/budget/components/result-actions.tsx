import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookmarkCheck, BookmarkPlus, Map } from 'lucide-react';
import type { BudgetDestination, BudgetPlan } from '@escazo/contracts/budget';
import { Button } from '@escazo/ui/button';
import { paths } from '@web/config/paths.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useSaveBudgetPlan } from '../api/budget-plans.ts';
import { budgetPlanPath } from '../utils/plan-link.ts';
import { startPlanningState } from '../utils/start-planning.ts';

type Props = { plan: BudgetPlan; destination: BudgetDestination; signedIn: boolean };

/**
 * Start Planning This Trip (the quick start, filled in with the picked destination and its stay),
 * and Save Recommendations (to the account; signed out, sign in first and come back to this plan).
 */
export function ResultActions({ plan, destination, signedIn }: Props) {
  const { t } = useTranslation('budget');
  const navigate = useNavigate();
  const save = useSaveBudgetPlan();
  const onSave = () => {
    if (!signedIn) {
      void navigate(paths.loginThenBack(budgetPlanPath(plan.id)));
      return;
    }
    save.mutate(plan.id, {
      onSuccess: () => toast.success(t('toast.saved')),
      onError: (error) =>
        toast.error(
          t('toast.saveFailed'),
          error instanceof ApiError && error.status < 500 && error.status >= 400
            ? { description: error.message }
            : undefined,
        ),
    });
  };
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        size="lg"
        onClick={() => void navigate(paths.aiStartPlanning, { state: startPlanningState(plan, destination) })}
      >
        <Map aria-hidden="true" />
        {t('result.startPlanning')}
      </Button>
      {plan.saved ? (
        <Button size="lg" variant="outline" disabled>
          <BookmarkCheck aria-hidden="true" />
          {t('result.saved')}
        </Button>
      ) : (
        <Button
          size="lg"
          variant="outline"
          aria-disabled={save.isPending || undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          onClick={() => !save.isPending && onSave()}
        >
          <BookmarkPlus aria-hidden="true" />
          {save.isPending ? t('result.saving') : t('result.save')}
        </Button>
      )}
    </div>
  );
}
