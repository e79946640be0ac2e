import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RideCancellation, RideDetail } from '@escazo/contracts/rides';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@escazo/ui/dialog';
import { ApiError } from '@web/lib/api-client.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { toast } from '@web/lib/toast.ts';
import { useCancelRide } from '../api/cancel-ride.ts';

type Props = {
  ride: RideDetail;
  /** Fetches the ride again: the fee depends on the time left before pick-up. */
  refresh: () => Promise<RideDetail | undefined>;
};

/**
 * Cancel ride: the dialog states whether cancelling is free or what it costs, and sends the fee it
 * showed; when the fee has changed meanwhile (409), it shows the new one and asks again.
 */
export function CancelRideDialog({ ride, refresh }: Props) {
  const { t } = useTranslation('rides');
  const format = useFormatMoney();
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useCancelRide();
  const quote: RideCancellation | null = ride.cancellation;
  const money = (amount: number) => format({ amount, currency: ride.fare.currency });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setChanged(false);
    setProblem(null);
    if (next) void refresh();
  };

  // The promise, not mutate's callbacks: the cancelled ride replaces the cached one, unmounting this dialog.
  const submit = () => {
    if (!quote) return;
    setProblem(null);
    cancel.mutateAsync({ id: ride.id, expectedFee: quote.free ? 0 : quote.fee }).then(
      (result) => {
        setOpen(false);
        const fee = result.cancellationFee ?? 0;
        toast.success(
          t('ride.cancel.done'),
          fee > 0 ? { description: t('ride.cancel.doneFee', { fee: money(fee) }) } : undefined,
        );
      },
      (err: unknown) => {
        if (err instanceof ApiError && err.code === 'CANCELLATION_FEE_CHANGED') {
          setChanged(true);
          void refresh();
          return;
        }
        if (err instanceof ApiError && err.code === 'RIDE_NOT_CANCELLABLE') {
          setProblem(t('ride.cancel.notCancellable'));
          void refresh();
          return;
        }
        setProblem(err instanceof ApiError ? err.message : t('ride.cancel.failed'));
      },
    );
  };

  const statement = !quote
    ? t('ride.cancel.notCancellable')
    : changed
      ? quote.free
        ? t('ride.cancel.changedFree')
        : t('ride.cancel.changed', { fee: money(quote.fee) })
      : quote.free
        ? t('ride.cancel.free')
        : t('ride.cancel.fee', { fee: money(quote.fee) });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">{t('ride.cancel.button')}</Button>
      </DialogTrigger>
      <DialogContent
        title={t('ride.cancel.title')}
        description={t('ride.route', { from: ride.pickup.name, to: ride.destination.name })}
        closeLabel={t('ride.cancel.close')}
      >
        <p role={changed ? 'alert' : undefined} data-testid="ride-cancel-quote" className="text-slate-800">
          {statement}
        </p>
        {problem ? (
          <p role="alert" className="mt-3 text-sm font-medium text-danger-600">
            {problem}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">{t('ride.cancel.keep')}</Button>
          </DialogClose>
          <Button
            className="bg-danger-600 hover:bg-danger-600/90"
            disabled={!quote || cancel.isPending}
            onClick={submit}
          >
            {cancel.isPending
              ? t('ride.cancel.submitting')
              : quote && !quote.free
                ? t('ride.cancel.confirmFee', { fee: money(quote.fee) })
                : t('ride.cancel.confirmFree')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
