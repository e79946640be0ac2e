import { useTranslation } from 'react-i18next';
import { Car } from 'lucide-react';
import type { RideOptionsResponse } from '@escazo/contracts/rides';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { Skeleton } from '@escazo/ui/skeleton';
import { ApiError } from '@web/lib/api-client.ts';
import { RideOptionCard } from './ride-option-card.tsx';

type Props = {
  /** 'missing': pickup or destination not chosen; 'time': a scheduled ride without a time yet. */
  state: 'missing' | 'time' | 'loading' | 'error' | 'ready';
  /** A scheduled ride without a time yet: the label of the next pickup time the options are priced for. */
  pricedAt?: string | null;
  data: RideOptionsResponse | undefined;
  error: Error | null;
  selectedId: string | null;
  passengers: number;
  onToggle: (id: string) => void;
  onRetry: () => void;
};

function Message({ children }: { children: string }) {
  return (
    <Card>
      <CardBody className="flex flex-col items-center gap-3 py-10 text-center">
        <Car aria-hidden="true" className="size-9 text-slate-400" />
        <p className="max-w-md text-slate-700">{children}</p>
      </CardBody>
    </Card>
  );
}

/** The options for the search: a 3-item skeleton while loading, the reason when there are none. */
export function RideOptionsList({
  state,
  pricedAt = null,
  data,
  error,
  selectedId,
  passengers,
  onToggle,
  onRetry,
}: Props) {
  const { t } = useTranslation('rides');
  return (
    <section aria-labelledby="ride-options-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="ride-options-title" className="text-xl font-bold text-slate-900">
          {t('options.title')}
        </h2>
        {state === 'ready' && data ? (
          <p className="text-sm text-slate-700 tabular-nums" data-testid="ride-route">
            {t('options.route', { distance: data.route.distanceKm.toFixed(1), minutes: data.route.minutes })}
          </p>
        ) : null}
      </div>
      {state === 'missing' ? <Message>{t('options.empty')}</Message> : null}
      {state === 'ready' && pricedAt ? (
        <p className="text-sm text-slate-700" data-testid="ride-priced-at">
          {t('options.pricedAt', { time: pricedAt })}
        </p>
      ) : null}
      {state === 'time' ? <Message>{t('options.chooseTime')}</Message> : null}
      {state === 'loading' ? (
        <div role="status" aria-live="polite" className="space-y-3">
          <span className="sr-only">{t('options.loading')}</span>
          {[0, 1, 2].map((i) => (
            <div
              key={i}
              data-testid="ride-option-skeleton"
              className="flex items-center gap-4 rounded-2xl border border-slate-200 p-4"
            >
              <div className="flex-1 space-y-2">
                <Skeleton className="h-5 w-1/3" />
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
              </div>
              <Skeleton className="h-10 w-24" />
            </div>
          ))}
        </div>
      ) : null}
      {state === 'error' ? (
        <div role="alert" className="rounded-2xl border border-danger-600/30 bg-danger-50 p-4 text-sm text-danger-600">
          {/* A request the server refuses on its merits (same place, too far) says why. */}
          {error instanceof ApiError && error.status >= 400 && error.status < 500 ? (
            <span className="block font-medium">{error.message}</span>
          ) : null}
          {t('options.failed')}{' '}
          <Button variant="link" className="h-auto p-0 font-semibold text-danger-600 underline" onClick={onRetry}>
            {t('options.retry')}
          </Button>
        </div>
      ) : null}
      {state === 'ready' && data ? (
        <ul role="list" aria-label={t('options.listLabel')} className="space-y-3">
          {data.options.map((option) => (
            <RideOptionCard
              key={option.id}
              option={option}
              selected={option.id === selectedId}
              passengers={passengers}
              onToggle={() => onToggle(option.id)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
