import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Skeleton } from '@escazo/ui/skeleton';

/** Loading outline for a settings card. */
export function CardSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" aria-busy="true">
      <p role="status" className="sr-only">{t('loading')}</p>
      {Array.from({ length: rows }, (_, i) => <Skeleton key={i} className="h-10 w-full" />)}
    </div>
  );
}

/** A request that failed: say so and offer to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div role="alert" className="rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-sm text-slate-900">
      <p>{t('loadFailed')}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>{t('retry')}</Button>
    </div>
  );
}
