import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, SearchX, type LucideIcon } from 'lucide-react';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { Skeleton } from '@escazo/ui/skeleton';

/** Placeholder cards while a search runs; announced once to screen readers. */
export function ResultSkeletons({ count = 4, label }: { count?: number; label?: string }) {
  const { t } = useTranslation('search');
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{label ?? t('states.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} data-testid="result-skeleton">
          <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <Skeleton className="h-12 w-12 shrink-0 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
            <Skeleton className="h-10 w-32" />
          </CardBody>
        </Card>
      ))}
    </div>
  );
}

type EmptyProps = { title: string; body?: string; action?: ReactNode; icon?: LucideIcon };

/** No result: what happened and a way forward. */
export function EmptyResults({ title, body, action, icon: Icon = SearchX }: EmptyProps) {
  return (
    <Card>
      <CardBody className="flex flex-col items-center gap-3 py-12 text-center">
        <Icon aria-hidden="true" className="size-10 text-slate-400" />
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {body ? <p className="max-w-md text-slate-700">{body}</p> : null}
        {action}
      </CardBody>
    </Card>
  );
}

/** Before any search: 'Start your search'. */
export function StartSearch() {
  const { t } = useTranslation('search');
  return <EmptyResults title={t('states.start')} />;
}

/** The search in the URL is incomplete or invalid: what to fix. */
export function CheckSearch({ problem }: { problem: string }) {
  const { t } = useTranslation('search');
  return <EmptyResults title={t('states.checkSearch')} body={problem} />;
}

/** The search failed: the reason and Try Again. */
export function ErrorResults({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Card role="alert">
      <CardBody className="flex flex-col items-center gap-3 py-12 text-center">
        <AlertTriangle aria-hidden="true" className="size-10 text-danger-600" />
        <h2 className="text-lg font-semibold text-slate-900">{t('states.errorTitle')}</h2>
        <p className="max-w-md text-slate-700">{message}</p>
        <Button variant="outline" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      </CardBody>
    </Card>
  );
}
