import { useTranslation } from 'react-i18next';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { PaymentMethod } from '@escazo/contracts/account';
import type { CardFieldName } from '@web/components/forms/card-fields.tsx';
import { NewCardFields } from '@web/components/forms/new-card-fields.tsx';
import { translateValidation } from '@web/lib/i18n.ts';
import { NEW_CARD, type CheckoutForm } from '../utils/checkout-form.ts';

type Props = {
  cards: PaymentMethod[];
  method: string;
  register: UseFormRegister<CheckoutForm>;
  control: Control<CheckoutForm>;
  errors: FieldErrors<CheckoutForm>;
};

/** How to pay: a saved card from the radio list, or a new card (a decline is shown beside the pay button). */
export function CheckoutPayment({ cards, method, register, control, errors }: Props) {
  const { t } = useTranslation('checkout');
  const error = (name: CardFieldName) => translateValidation(errors.card?.[name]?.message);
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">{t('payment.title')}</legend>
      <div className="space-y-2">
        {cards.map((card) => (
          <label
            key={card.id}
            className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 text-sm text-slate-800"
          >
            <input type="radio" value={card.id} className="size-4 accent-primary-600" {...register('method')} />
            {t('payment.savedCard', {
              brand: card.brand.toUpperCase(),
              last4: card.last4,
              month: String(card.expMonth).padStart(2, '0'),
              year: card.expYear,
            })}
          </label>
        ))}
        {cards.length > 0 ? (
          <label className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 text-sm text-slate-800">
            <input type="radio" value={NEW_CARD} className="size-4 accent-primary-600" {...register('method')} />
            {t('payment.newCard')}
          </label>
        ) : null}
      </div>
      {method === NEW_CARD ? (
        <Controller
          control={control}
          name="saveCard"
          render={({ field }) => (
            <NewCardFields
              note={t('payment.testNote')}
              saveLabel={t('payment.save')}
              register={(name) => register(`card.${name}`)}
              error={error}
              save={{ checked: field.value, onChange: field.onChange }}
            />
          )}
        />
      ) : null}
    </fieldset>
  );
}
