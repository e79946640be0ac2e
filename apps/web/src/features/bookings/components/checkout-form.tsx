import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@escazo/contracts/account';
import type { BookingCreated, Offer } from '@escazo/contracts/bookings';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { Checkbox } from '@escazo/ui/checkbox';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { ApiError } from '@web/lib/api-client.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { ChargedAmount } from '@web/components/currency/charged-amount.tsx';
import { translateValidation } from '@web/lib/i18n.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import {
  checkoutDefaults,
  checkoutFormSchema,
  toBookingRequest,
  type CheckoutContact,
  type CheckoutForm as Values,
} from '../utils/checkout-form.ts';
import { CheckoutPayment } from './checkout-payment.tsx';
import { CheckoutTravellers } from './checkout-travellers.tsx';

export type CheckoutOutcome = 'sold-out' | 'price-changed' | 'expired' | 'already-booked';

type Props = {
  offer: Offer;
  contact: CheckoutContact;
  cards: PaymentMethod[];
  onBooked: (booking: BookingCreated['booking']) => void;
  onOutcome: (outcome: CheckoutOutcome) => void;
};

const outcomes: Partial<Record<string, CheckoutOutcome>> = {
  SOLD_OUT: 'sold-out',
  PRICE_CHANGED: 'price-changed',
  OFFER_EXPIRED: 'expired',
  OFFER_ALREADY_BOOKED: 'already-booked',
};

/** Travellers, contact, payment or pay-later, and one submit that books the offer. */
export function CheckoutForm({ offer, contact, cards, onBooked, onOutcome }: Props) {
  const { t } = useTranslation('checkout');
  const format = useFormatMoney();
  const book = useCreateBooking();
  const [declined, setDeclined] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // One key per checkout attempt: kept when the request never reached the server, renewed once it answered.
  const idempotencyKey = useRef<string | null>(null);
  // A decline or failure is said beside the pay button and takes the focus, so it is seen and heard.
  const problemRef = useRef<HTMLParagraphElement>(null);
  const problem = declined ?? failed;
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  const defaultCard = cards.find((c) => c.isDefault) ?? cards[0];
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(checkoutFormSchema),
    mode: 'onTouched',
    defaultValues: checkoutDefaults(offer, contact, defaultCard?.id),
  });
  const [method, payLater] = useWatch({ control, name: ['method', 'payLater'] });
  const laterChosen = offer.payLaterAllowed && payLater;
  const travellerFields =
    offer.travellers.count > 0
      ? Array.from({ length: offer.travellers.count }, (_, i) =>
          ['firstName', 'lastName', 'dateOfBirth'].map((f) => `travellers.${i}.${f}` as Path<Values>),
        ).flat()
      : [];

  const onSubmit = handleSubmit((values) => {
    setDeclined(null);
    setFailed(null);
    idempotencyKey.current ??= crypto.randomUUID();
    book.mutate(
      { request: toBookingRequest(offer, values), idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (result) => onBooked(result.booking),
        onError: (err) => {
          if (!(err instanceof ApiError)) return setFailed(t('failed'));
          if (err.status !== 0) idempotencyKey.current = null;
          const outcome = outcomes[err.code];
          if (outcome) return onOutcome(outcome);
          if (err.code === 'CARD_DECLINED') return setDeclined(err.message);
          if (applyFieldErrors(err, setError, [...travellerFields, 'contact.email', 'contact.phone'])) return;
          setFailed(err.message);
        },
      },
    );
  });

  const total = format(offer.price.total);
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('title')}>
      <Card>
        <CardBody className="space-y-8">
          <CheckoutTravellers offer={offer} register={register} errors={errors} />
          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold text-slate-900">{t('contact.title')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label={t('contact.email')} error={translateValidation(errors.contact?.email?.message)}>
                <Input type="email" autoComplete="email" {...register('contact.email')} />
              </Field>
              <Field label={t('contact.phone')} error={translateValidation(errors.contact?.phone?.message)}>
                <Input type="tel" autoComplete="tel" {...register('contact.phone')} />
              </Field>
            </div>
          </fieldset>
          {offer.payLaterAllowed ? (
            <Controller
              control={control}
              name="payLater"
              render={({ field }) => (
                <div className="space-y-1 rounded-xl border border-slate-200 p-4">
                  <div className="flex items-center gap-3">
                    <Checkbox
                      id="checkout-pay-later"
                      aria-describedby="checkout-pay-later-hint"
                      checked={field.value}
                      onCheckedChange={(c) => field.onChange(c === true)}
                    />
                    <label htmlFor="checkout-pay-later" className="text-sm font-semibold text-slate-900">
                      {t('payment.payLater')}
                    </label>
                  </div>
                  <p id="checkout-pay-later-hint" className="pl-7 text-sm text-slate-700">
                    {t('payment.payLaterHint')}
                  </p>
                </div>
              )}
            />
          ) : null}
          {laterChosen ? null : (
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
          )}
          <div className="space-y-3 border-t border-slate-200 pt-4">
            {problem ? (
              <p
                ref={problemRef}
                role="alert"
                tabIndex={-1}
                data-testid={declined ? 'checkout-declined' : 'checkout-failed'}
                className="rounded-xl border border-danger-600/30 bg-danger-50 p-3 text-sm font-medium text-danger-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-danger-600/40"
              >
                {problem}
              </p>
            ) : null}
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="text-lg font-bold text-slate-900">
                  {laterChosen ? t('totalLater', { total }) : t('totalDue', { total })}
                </p>
                <ChargedAmount money={offer.price.total} />
              </div>
              <Button type="submit" size="lg" disabled={book.isPending}>
                {book.isPending ? t('submitting') : laterChosen ? t('submitPayLater') : t('submit')}
              </Button>
            </div>
          </div>
        </CardBody>
      </Card>
    </form>
  );
}
