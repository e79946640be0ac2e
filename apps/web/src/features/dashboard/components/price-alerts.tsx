import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BellOff } from 'lucide-react';
import type { PriceWatch } from '@escazo/contracts/price-watches';
import { Button } from '@escazo/ui/button';
import { Skeleton } from '@escazo/ui/skeleton';
import { usePriceWatches, useStopPriceWatch } from '@web/components/price-watch/api.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { Failed, Loading } from './dashboard-states.tsx';

// recharts loads with the first chart, not with the dashboard.
const PriceWatchChart = lazy(() => import('./price-watch-chart.tsx'));

/** The dashboard's Price alerts: every active watch with its current and lowest price and history. */
export function PriceAlerts() {
  const { t } = useTranslation('dashboard');
  const watches = usePriceWatches();
  return (
    <section aria-labelledby="price-alerts-heading" className="space-y-3">
      <h2 id="price-alerts-heading" className="text-lg font-bold text-slate-900">
        {t('priceAlerts.title')}
      </h2>
      {watches.isPending ? (
        <Loading label={t('priceAlerts.loading')} />
      ) : watches.isError ? (
        <Failed label={t('priceAlerts.loadFailed')} retry={() => void watches.refetch()} />
      ) : watches.data.items.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">
          {t('priceAlerts.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {watches.data.items.map((watch) => (
            <PriceAlertItem key={watch.id} watch={watch} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PriceAlertItem({ watch }: { watch: PriceWatch }) {
  const { t } = useTranslation('dashboard');
  const format = useFormatMoney();
  const stop = useStopPriceWatch();
  // The item leaves the list when the server answers, so the toast follows the promise rather than
  // this (by then unmounted) item's mutate callbacks.
  const onStop = () =>
    stop.mutateAsync(watch.id).then(
      () => toast.success(t('priceAlerts.stopped')),
      (error: unknown) => toast.error(error instanceof ApiError ? error.message : t('priceAlerts.stopFailed')),
    );
  return (
    <li
      aria-labelledby={`watch-${watch.id}`}
      className="space-y-3 rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)]"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            id={`watch-${watch.id}`}
            to={watch.link}
            className="font-semibold break-words text-slate-900 hover:text-primary-700 hover:underline"
          >
            {watch.label}
          </Link>
          <p className="text-sm text-slate-600">{t(`type.${watch.kind}`)}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('priceAlerts.stopLabel', { label: watch.label })}
          disabled={stop.isPending}
          onClick={() => void onStop()}
        >
          <BellOff aria-hidden="true" />
          {t('priceAlerts.stop')}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">{t('priceAlerts.current')}</dt>
          <dd className="tabular text-lg font-bold text-slate-900">
            {watch.current ? format(watch.current) : t('priceAlerts.unavailable')}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('priceAlerts.lowest')}</dt>
          <dd className="tabular text-lg font-bold text-success-600">{watch.lowest ? format(watch.lowest) : '—'}</dd>
        </div>
      </dl>
      {watch.history.length ? (
        <Suspense fallback={<Skeleton className="h-24 w-full" />}>
          <PriceWatchChart watch={watch} />
        </Suspense>
      ) : (
        <p className="text-sm text-slate-600">{t('priceAlerts.noChecks')}</p>
      )}
    </li>
  );
}
