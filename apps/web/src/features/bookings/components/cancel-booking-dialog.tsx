import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@escazo/ui/dialog';
import type { BookingSummary } from '@escazo/contracts/bookings';
import { ApiError } from '@web/lib/api-client.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { toast } from '@web/lib/toast.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useCancellationQuote } from '../api/cancellation-quote.ts';

/** Cancel: the dialog first shows the refund the policy gives now, then cancels. */
export function CancelBookingDialog({ booking }: { booking: Pick<BookingSummary, 'id' | 'title'> }) {
  const { t } = useTranslation('my-bookings');
  const format = useFormatMoney();
  const [open, setOpen] = useState(false);
  const quote = useCancellationQuote(booking.id, open);
  const cancel = useCancelBooking();

  // The promise, not mutate's callbacks: the refetched list swaps this card's action, unmounting the dialog.
  const submit = () =>
    cancel.mutateAsync(booking.id).then(
      ({ refund }) => {
        setOpen(false);
        toast.success(
          t('cancelled'),
          refund.amount > 0 ? { description: t('cancelledRefund', { amount: format(refund) }) } : undefined,
        );
      },
      (err: unknown) =>
        toast.error(t('cancelDialog.failed'), { description: err instanceof ApiError ? err.message : undefined }),
    );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t('cancelLabel', { title: booking.title })}>
          {t('cancel')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('cancelDialog.title')} description={booking.title} closeLabel={t('close')}>
        {quote.isPending ? (
          <p role="status">{t('cancelDialog.loading')}</p>
        ) : quote.isError ? (
          <p role="alert" className="text-danger-600">
            {quote.error instanceof ApiError ? quote.error.message : t('cancelDialog.quoteFailed')}
          </p>
        ) : (
          <dl className="space-y-3 text-sm" data-testid="cancellation-quote">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{t('cancelDialog.paid')}</dt>
              <dd className="font-medium text-slate-900">{format(quote.data.paid)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{t('cancelDialog.refund')}</dt>
              <dd className="text-base font-bold text-slate-900">{format(quote.data.refund)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('cancelDialog.policy')}</dt>
              <dd className="mt-1 text-slate-900">{quote.data.cancellationPolicy.description}</dd>
            </div>
          </dl>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">{t('keep')}</Button>
          </DialogClose>
          <Button
            className="bg-danger-600 hover:bg-danger-600/90"
            disabled={!quote.isSuccess || cancel.isPending}
            onClick={() => void submit()}
          >
            {cancel.isPending ? t('cancelDialog.submitting') : t('cancelDialog.submit')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
