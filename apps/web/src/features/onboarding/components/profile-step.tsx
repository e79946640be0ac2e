import { useTranslation } from 'react-i18next';
import { ONBOARDING_COUNTRIES, TRAVEL_EXPERIENCE } from '@escazo/contracts/account';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { DateInput, Input, Select } from '@escazo/ui/input';
import { translateValidation } from '@web/lib/i18n.ts';
import type { ProfileErrors, ProfileField, ProfileFormValues } from '../utils/profile-form.ts';
import { StepHeading } from './step-heading.tsx';

type Props = {
  values: ProfileFormValues;
  errors: ProfileErrors;
  onChange: (field: ProfileField, value: string) => void;
  onBack: () => void;
  onContinue: () => void;
};

const today = () => new Date().toISOString().slice(0, 10);

/** Step 2: Complete Your Profile. Validated on Continue; an error clears when its field is edited. */
export function ProfileStep({ values, errors, onChange, onBack, onContinue }: Props) {
  const { t } = useTranslation('onboarding');
  const { t: tc } = useTranslation();
  const error = (field: ProfileField) => translateValidation(errors[field]);
  const bind = (field: ProfileField) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });

  return (
    <form
      noValidate
      className="space-y-8"
      onSubmit={(e) => {
        e.preventDefault();
        onContinue();
      }}
    >
      <StepHeading title={t('profile.title')} lead={t('profile.lead')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('profile.firstName')} error={error('firstName')}>
          <Input autoComplete="given-name" {...bind('firstName')} />
        </Field>
        <Field label={t('profile.lastName')} error={error('lastName')}>
          <Input autoComplete="family-name" {...bind('lastName')} />
        </Field>
        <Field label={t('profile.dateOfBirth')} error={error('dateOfBirth')}>
          <DateInput autoComplete="bday" max={today()} {...bind('dateOfBirth')} />
        </Field>
        <Field label={t('profile.phone')} optional={tc('form.optional')} error={error('phone')}>
          <Input type="tel" autoComplete="tel" {...bind('phone')} />
        </Field>
        <Field label={t('profile.country')} error={error('country')}>
          <Select autoComplete="country-name" {...bind('country')}>
            <option value="">{t('profile.selectCountry')}</option>
            {ONBOARDING_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(`countries.${c}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('profile.travelExperience')} optional={tc('form.optional')} error={error('travelExperience')}>
          <Select {...bind('travelExperience')}>
            <option value="">{t('profile.selectExperience')}</option>
            {TRAVEL_EXPERIENCE.map((x) => (
              <option key={x} value={x}>
                {t(`experience.${x}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="flex justify-between gap-3">
        <Button variant="outline" size="lg" onClick={onBack}>
          {t('back')}
        </Button>
        <Button type="submit" size="lg">
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
