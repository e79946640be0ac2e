import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Skeleton } from '@escazo/ui/skeleton';

/** A tab's placeholder while its data loads, announced to screen readers. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="space-y-3" aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      {[0, 1].map((i) => (
        <Skeleton key={i} className="h-20 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/** A tab's data could not load: say so and offer a retry. */
export function Failed({ label, retry }: { label: string; retry: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <div role="alert" className="rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-sm text-slate-900">
      <p>{label}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={retry}>
        {t('retry')}
      </Button>
    </div>
  );
}
