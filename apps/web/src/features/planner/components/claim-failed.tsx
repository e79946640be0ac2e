import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';

/** Saving a plan made signed out failed for a passing reason: say so and offer to try again. */
export function ClaimFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('planner');
  return (
    <div role="alert" className="rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-sm text-slate-900">
      <p className="font-semibold">{t('toast.claimFailedTitle')}</p>
      <p className="mt-1">{t('toast.failed')}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t('planTrip.retryClaim')}
      </Button>
    </div>
  );
}
