import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@escazo/ui/dialog';
import type { BookingSummary } from '@escazo/contracts/bookings';
import { paths } from '@web/config/paths.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { toast } from '@web/lib/toast.ts';
import { useConfirmBooking, useSavedCards } from '../api/confirm-booking.ts';

/** Confirm a pending booking: pick a saved card and pay; with no saved card, point to Profile Settings. */
export function ConfirmBookingDialog({ booking }: { booking: Pick<BookingSummary, 'id' | 'title' | 'total'> }) {
  const { t } = useTranslation('my-bookings');
  const format = useFormatMoney();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const cards = useSavedCards(open);
  const confirm = useConfirmBooking();
  const list = cards.data?.paymentMethods ?? [];
  const selected = chosen ?? list.find((c) => c.isDefault)?.id ?? list[0]?.id ?? null;
  const amount = format(booking.total);

  const submit = () => {
    if (!selected) return;
    // The promise, not mutate's callbacks: the refetched booking swaps this action, unmounting the dialog.
    void confirm.mutateAsync({ id: booking.id, body: { payment: { paymentMethodId: selected } } }).then(
      () => {
        setOpen(false);
        toast.success(t('confirmed'));
      },
      (err: unknown) =>
        toast.error(t('confirmDialog.failed'), { description: err instanceof ApiError ? err.message : undefined }),
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" aria-label={t('confirmLabel', { title: booking.title })}>
          {t('confirm')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('confirmDialog.title')}
        description={t('confirmDialog.body', { amount })}
        closeLabel={t('close')}
      >
        {cards.isPending ? (
          <p role="status">{t('confirmDialog.loading')}</p>
        ) : list.length === 0 ? (
          <div className="space-y-3 text-sm">
            <p>{t('confirmDialog.noCards')}</p>
            <Button asChild variant="outline">
              <Link to={paths.profileTab('payment')}>{t('confirmDialog.addCard')}</Link>
            </Button>
          </div>
        ) : (
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-semibold text-slate-900">{t('confirmDialog.card')}</legend>
            {list.map((card) => (
              <label
                key={card.id}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 p-3 text-sm has-[:checked]:border-primary-600"
              >
                <input
                  type="radio"
                  name="saved-card"
                  value={card.id}
                  checked={selected === card.id}
                  onChange={() => setChosen(card.id)}
                />
                {t('confirmDialog.cardLabel', {
                  brand: card.brand,
                  last4: card.last4,
                  month: String(card.expMonth).padStart(2, '0'),
                  year: card.expYear,
                })}
              </label>
            ))}
          </fieldset>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline">{t('close')}</Button>
          </DialogClose>
          <Button disabled={!selected || confirm.isPending} onClick={submit}>
            {confirm.isPending ? t('confirmDialog.submitting') : t('confirmDialog.submit', { amount })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
