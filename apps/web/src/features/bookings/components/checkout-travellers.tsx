import { useTranslation } from 'react-i18next';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Offer } from '@escazo/contracts/bookings';
import { Field } from '@escazo/ui/field';
import { DateInput, Input } from '@escazo/ui/input';
import { translateValidation } from '@web/lib/i18n.ts';
import type { CheckoutForm } from '../utils/checkout-form.ts';

type Props = { offer: Offer; register: UseFormRegister<CheckoutForm>; errors: FieldErrors<CheckoutForm> };

/** Who travels: every passenger, the lead guest or the driver, as many as the offer asks. */
export function CheckoutTravellers({ offer, register, errors }: Props) {
  const { t } = useTranslation('checkout');
  const { kind, count, dateOfBirth } = offer.travellers;
  const driverAge = offer.product['driverAge'];
  const today = new Date().toISOString().slice(0, 10);
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">{t(`travellers.${kind}`)}</legend>
      {Array.from({ length: Math.max(1, count) }, (_, i) => {
        const error = errors.travellers?.[i];
        return (
          <div
            key={i}
            className="space-y-3 rounded-xl border border-slate-200 p-4"
            {...(kind === 'passengers' ? { role: 'group', 'aria-label': t('travellers.passenger', { n: i + 1 }) } : {})}
          >
            {kind === 'passengers' ? (
              <p className="text-sm font-semibold text-slate-800">{t('travellers.passenger', { n: i + 1 })}</p>
            ) : null}
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label={t('travellers.firstName')} error={translateValidation(error?.firstName?.message)}>
                <Input autoComplete={i === 0 ? 'given-name' : 'off'} {...register(`travellers.${i}.firstName`)} />
              </Field>
              <Field label={t('travellers.lastName')} error={translateValidation(error?.lastName?.message)}>
                <Input autoComplete={i === 0 ? 'family-name' : 'off'} {...register(`travellers.${i}.lastName`)} />
              </Field>
              {dateOfBirth ? (
                <Field label={t('travellers.dateOfBirth')} error={translateValidation(error?.dateOfBirth?.message)}>
                  <DateInput max={today} {...register(`travellers.${i}.dateOfBirth`)} />
                </Field>
              ) : null}
              {kind === 'driver' && typeof driverAge === 'string' ? (
                <div className="space-y-1.5">
                  <p className="text-sm font-medium text-slate-800">{t('travellers.ageBand')}</p>
                  <p className="text-sm text-slate-700">{t('travellers.ageBandValue', { band: driverAge })}</p>
                </div>
              ) : null}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
