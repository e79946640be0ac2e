import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Skeleton } from '@escazo/ui/skeleton';
import { ApiError } from '@web/lib/api-client.ts';

/** Loading outline of a card, tab or table: grey rows and a status for screen readers. */
export function LoadingRows({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** A request that failed: the server's message when it refused (4xx), otherwise a general one, and a retry. */
export function LoadError({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message =
    error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : t('loadFailed');
  return (
    <div role="alert" className="rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-sm text-slate-900">
      <p>{message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
