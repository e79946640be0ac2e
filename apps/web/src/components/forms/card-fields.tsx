import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@escazo/ui/field';
import { Input, Select } from '@escazo/ui/input';

export type CardFieldName = 'holderName' | 'number' | 'expMonth' | 'expYear' | 'cvc';

type Props = {
  /** The form's binding for each field (react-hook-form's `register`, under any prefix). */
  register: (name: CardFieldName) => UseFormRegisterReturn;
  /** Each field's message, already translated. */
  error: (name: CardFieldName) => string | undefined;
};

const months = Array.from({ length: 12 }, (_, i) => i + 1);
const YEARS_AHEAD = 16;

/** A new card's fields: name on card, number, expiry month and year, CVC. */
export function CardFields({ register, error }: Props) {
  const { t } = useTranslation();
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: YEARS_AHEAD }, (_, i) => thisYear + i);
  return (
    <>
      <Field label={t('cardFields.holderName')} error={error('holderName')}>
        <Input autoComplete="cc-name" {...register('holderName')} />
      </Field>
      <Field label={t('cardFields.number')} error={error('number')}>
        <Input inputMode="numeric" autoComplete="cc-number" placeholder="1234 5678 9012 3456" {...register('number')} />
      </Field>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Field label={t('cardFields.expMonth')} error={error('expMonth')}>
          <Select autoComplete="cc-exp-month" {...register('expMonth')}>
            <option value="">{t('cardFields.month')}</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {String(m).padStart(2, '0')}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('cardFields.expYear')} error={error('expYear')}>
          <Select autoComplete="cc-exp-year" {...register('expYear')}>
            <option value="">{t('cardFields.year')}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('cardFields.cvc')} error={error('cvc')} className="col-span-2 sm:col-span-1">
          <Input inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...register('cvc')} />
        </Field>
      </div>
    </>
  );
}
