import { useTranslation } from 'react-i18next';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Checkbox } from '@escazo/ui/checkbox';
import { Field } from '@escazo/ui/field';
import { Input, Select } from '@escazo/ui/input';
import { translateValidation } from '../../../lib/i18n.ts';
import type { CheckoutForm } from '../utils/checkout-form.ts';

type Props = { register: UseFormRegister<CheckoutForm>; control: Control<CheckoutForm>; errors: FieldErrors<CheckoutForm> };

const months = Array.from({ length: 12 }, (_, i) => i + 1);

/** A new card: holder, number, expiry, CVC and whether to keep it for next time. */
export function CheckoutCardFields({ register, control, errors }: Props) {
  const { t } = useTranslation('checkout');
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 16 }, (_, i) => thisYear + i);
  const error = (name: keyof CheckoutForm['card']) => translateValidation(errors.card?.[name]?.message);
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-700">{t('payment.testNote')}</p>
      <Field label={t('payment.holderName')} error={error('holderName')}>
        <Input autoComplete="cc-name" {...register('card.holderName')} />
      </Field>
      <Field label={t('payment.number')} error={error('number')}>
        <Input inputMode="numeric" autoComplete="cc-number" placeholder="1234 5678 9012 3456" {...register('card.number')} />
      </Field>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Field label={t('payment.expMonth')} error={error('expMonth')}>
          <Select autoComplete="cc-exp-month" {...register('card.expMonth')}>
            <option value="">{t('payment.month')}</option>
            {months.map((m) => <option key={m} value={m}>{String(m).padStart(2, '0')}</option>)}
          </Select>
        </Field>
        <Field label={t('payment.expYear')} error={error('expYear')}>
          <Select autoComplete="cc-exp-year" {...register('card.expYear')}>
            <option value="">{t('payment.year')}</option>
            {years.map((y) => <option key={y} value={y}>{y}</option>)}
          </Select>
        </Field>
        <Field label={t('payment.cvc')} error={error('cvc')} className="col-span-2 sm:col-span-1">
          <Input inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...register('card.cvc')} />
        </Field>
      </div>
      <Controller
        control={control}
        name="saveCard"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Checkbox id="checkout-save-card" checked={field.value} onCheckedChange={(c) => field.onChange(c === true)} />
            <label htmlFor="checkout-save-card" className="text-sm text-slate-800">{t('payment.save')}</label>
          </div>
        )}
      />
    </div>
  );
}
