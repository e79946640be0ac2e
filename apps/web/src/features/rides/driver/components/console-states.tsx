import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Skeleton } from '@escazo/ui/skeleton';

/** The console's outline while the first answer is on its way. */
export function ConsoleLoading() {
  const { t } = useTranslation('driver-console');
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]" aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** The console could not be loaded: say so and offer to try again. */
export function ConsoleFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('driver-console');
  return (
    <div role="alert" className="rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-sm text-slate-900">
      <p>{t('loadFailed')}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
