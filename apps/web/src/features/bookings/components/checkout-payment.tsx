import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PaymentMethod } from '@escazo/contracts/account';
import type { CardFieldName } from '@web/components/forms/card-fields.tsx';
import { NewCardFields } from '@web/components/forms/new-card-fields.tsx';
import { NEW_CARD } from '../utils/payment-choice.ts';

type Props = {
  cards: PaymentMethod[];
  /** The chosen saved card's id, or NEW_CARD. */
  method: string;
  /** The form's binding of the choice (react-hook-form's `register('method')`). */
  methodField: UseFormRegisterReturn;
  /** The form's binding of each new-card field. */
  cardField: (name: CardFieldName) => UseFormRegisterReturn;
  /** Each new-card field's message, already translated. */
  error: (name: CardFieldName) => string | undefined;
  save: { checked: boolean; onChange: (checked: boolean) => void };
};

/**
 * How to pay (checkout, and confirming a held booking): a saved card from the radio list, or a new
 * card, kept for next time when asked (a decline is shown beside the pay button).
 */
export function CheckoutPayment({ cards, method, methodField, cardField, error, save }: Props) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">{t('payment.title')}</legend>
      <div className="space-y-2">
        {cards.map((card) => (
          <label
            key={card.id}
            className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 text-sm text-slate-800"
          >
            <input type="radio" value={card.id} className="size-4 accent-primary-600" {...methodField} />
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
            <input type="radio" value={NEW_CARD} className="size-4 accent-primary-600" {...methodField} />
            {t('payment.newCard')}
          </label>
        ) : null}
      </div>
      {method === NEW_CARD ? (
        <NewCardFields
          note={t('payment.testNote')}
          saveLabel={t('payment.save')}
          register={cardField}
          error={error}
          save={save}
        />
      ) : null}
    </fieldset>
  );
}
