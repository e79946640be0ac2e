import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@escazo/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@escazo/ui/dialog';
import type { PaymentMethod } from '@escazo/contracts/account';
import type { BookingSummary } from '@escazo/contracts/bookings';
import { ApiError } from '@web/lib/api-client.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { toast } from '@web/lib/toast.ts';
import { useConfirmBooking, useSavedCards } from '../api/confirm-booking.ts';
import {
  confirmPaymentSchema,
  paymentChoiceDefaults,
  toBookingPayment,
  type PaymentChoice,
} from '../utils/payment-choice.ts';
import { CheckoutPayment } from './checkout-payment.tsx';

type Booking = Pick<BookingSummary, 'id' | 'title' | 'total'>;

/** Confirm a pending (pay-later) booking: pay with a saved card or a new one, kept or not, as at checkout. */
export function ConfirmBookingDialog({ booking }: { booking: Booking }) {
  const { t } = useTranslation('my-bookings');
  const [open, setOpen] = useState(false);
  const cards = useSavedCards(open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" aria-label={t('confirmLabel', { title: booking.title })}>
          {t('confirm')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('confirmDialog.title')}
        description={t('confirmDialog.body', { amount: useFormatMoney()(booking.total) })}
        closeLabel={t('close')}
      >
        {cards.isPending ? (
          <p role="status">{t('confirmDialog.loading')}</p>
        ) : (
          <ConfirmPaymentForm
            booking={booking}
            cards={cards.data?.paymentMethods ?? []}
            onConfirmed={() => setOpen(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's form, started once the saved cards are known: the default one is chosen, else a new card. */
function ConfirmPaymentForm({
  booking,
  cards,
  onConfirmed,
}: {
  booking: Booking;
  cards: PaymentMethod[];
  onConfirmed: () => void;
}) {
  const { t } = useTranslation('my-bookings');
  const format = useFormatMoney();
  const confirm = useConfirmBooking();
  const [failed, setFailed] = useState<string | null>(null);
  const defaultCard = cards.find((c) => c.isDefault) ?? cards[0];
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PaymentChoice>({
    resolver: zodResolver(confirmPaymentSchema),
    mode: 'onTouched',
    defaultValues: paymentChoiceDefaults(defaultCard?.id),
  });
  const method = useWatch({ control, name: 'method' });
  const amount = format(booking.total);

  const submit = handleSubmit((values) => {
    setFailed(null);
    // The promise, not mutate's callbacks: the refetched booking swaps this action, unmounting the dialog.
    void confirm.mutateAsync({ id: booking.id, body: { payment: toBookingPayment(values) } }).then(
      () => {
        onConfirmed();
        toast.success(t('confirmed'));
      },
      (err: unknown) => {
        const message = err instanceof ApiError ? err.message : undefined;
        setFailed(message ?? t('confirmDialog.failed'));
        toast.error(t('confirmDialog.failed'), { description: message });
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Controller
        control={control}
        name="saveCard"
        render={({ field }) => (
          <CheckoutPayment
            cards={cards}
            method={method}
            methodField={register('method')}
            cardField={(name) => register(`card.${name}`)}
            error={(name) => translateValidation(errors.card?.[name]?.message)}
            save={{ checked: field.value, onChange: field.onChange }}
          />
        )}
      />
      {failed ? (
        <p role="alert" className="rounded-xl border border-danger-600/30 bg-danger-50 p-3 text-sm text-danger-600">
          {failed}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('close')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? t('confirmDialog.submitting') : t('confirmDialog.submit', { amount })}
        </Button>
      </div>
    </form>
  );
}
