import type { ReactNode } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { driverStates, drivingExperienceOptions, vehicleMakes } from '@escazo/contracts/driver-application';
import { Field } from '@escazo/ui/field';
import { Input, Select, Textarea } from '@escazo/ui/input';
import { translateValidation } from '@web/lib/i18n.ts';
import type { DriverApplicationFormValues } from '../api/submit-driver-application.ts';

type Name = FieldPath<DriverApplicationFormValues>;

function useFieldError() {
  const {
    formState: { errors },
  } = useFormContext<DriverApplicationFormValues>();
  return (name: Name) => translateValidation(errors[name as keyof typeof errors]?.message);
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5">
      <legend className="mb-4 text-lg font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function PersonalFields() {
  const { t } = useTranslation('drivers');
  const { register } = useFormContext<DriverApplicationFormValues>();
  const error = useFieldError();
  return (
    <Fieldset legend={t('application.aboutYou')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('application.firstName')} error={error('firstName')}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label={t('application.lastName')} error={error('lastName')}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </Field>
        <Field label={t('application.email')} error={error('email')}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field label={t('application.phoneNumber')} error={error('phoneNumber')}>
          <Input type="tel" autoComplete="tel" {...register('phoneNumber')} />
        </Field>
        <Field label={t('application.city')} error={error('city')}>
          <Input autoComplete="address-level2" {...register('city')} />
        </Field>
        <Field label={t('application.state')} error={error('state')}>
          <Select autoComplete="address-level1" {...register('state')}>
            <option value="">{t('application.statePlaceholder')}</option>
            {driverStates.map((s) => (
              <option key={s} value={s}>
                {t(`states.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </Fieldset>
  );
}

export function VehicleFields() {
  const { t } = useTranslation('drivers');
  const { register } = useFormContext<DriverApplicationFormValues>();
  const error = useFieldError();
  return (
    <Fieldset legend={t('application.yourVehicle')}>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field label={t('application.vehicleMake')} error={error('vehicleMake')}>
          <Select {...register('vehicleMake')}>
            <option value="">{t('application.vehicleMakePlaceholder')}</option>
            {vehicleMakes.map((m) => (
              <option key={m} value={m}>
                {t(`makes.${m}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('application.vehicleModel')}
          hint={t('application.vehicleModelHint')}
          error={error('vehicleModel')}
        >
          <Input {...register('vehicleModel')} />
        </Field>
        <Field
          label={t('application.vehicleYear')}
          hint={t('application.vehicleYearHint')}
          error={error('vehicleYear')}
        >
          <Input inputMode="numeric" autoComplete="off" className="tabular" {...register('vehicleYear')} />
        </Field>
      </div>
    </Fieldset>
  );
}

export function MoreFields() {
  const { t } = useTranslation('drivers');
  const { t: tc } = useTranslation();
  const { register } = useFormContext<DriverApplicationFormValues>();
  const error = useFieldError();
  return (
    <Fieldset legend={t('application.more')}>
      <Field label={t('application.experience')} optional={tc('form.optional')} error={error('drivingExperience')}>
        <Select {...register('drivingExperience')}>
          <option value="">{t('application.experiencePlaceholder')}</option>
          {drivingExperienceOptions.map((o) => (
            <option key={o} value={o}>
              {t(`experienceOptions.${o}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('application.whyJoin')} optional={tc('form.optional')} error={error('whyJoin')}>
        <Textarea rows={4} {...register('whyJoin')} />
      </Field>
    </Fieldset>
  );
}
