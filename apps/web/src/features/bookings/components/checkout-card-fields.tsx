import { useTranslation } from 'react-i18next';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Checkbox } from '@escazo/ui/checkbox';
import { CardFields, type CardFieldName } from '../../../components/forms/card-fields.tsx';
import { translateValidation } from '../../../lib/i18n.ts';
import type { CheckoutForm } from '../utils/checkout-form.ts';

type Props = {
  register: UseFormRegister<CheckoutForm>;
  control: Control<CheckoutForm>;
  errors: FieldErrors<CheckoutForm>;
};

/** A new card: holder, number, expiry, CVC and whether to keep it for next time. */
export function CheckoutCardFields({ register, control, errors }: Props) {
  const { t } = useTranslation('checkout');
  const error = (name: CardFieldName) => translateValidation(errors.card?.[name]?.message);
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-700">{t('payment.testNote')}</p>
      <CardFields register={(name) => register(`card.${name}`)} error={error} />
      <Controller
        control={control}
        name="saveCard"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Checkbox
              id="checkout-save-card"
              checked={field.value}
              onCheckedChange={(c) => field.onChange(c === true)}
            />
            <label htmlFor="checkout-save-card" className="text-sm text-slate-800">
              {t('payment.save')}
            </label>
          </div>
        )}
      />
    </div>
  );
}
