import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PROFILE_COUNTRIES, type Profile, type ProfileUpdate } from '@escazo/contracts/account';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { DateInput, Input, Select, Textarea } from '@escazo/ui/input';
import { ApiError } from '@web/lib/api-client.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { updateProfileInputSchema, useUpdateProfile } from '../api/update-profile.ts';

const fieldNames = ['firstName', 'lastName', 'phone', 'dateOfBirth', 'country', 'location', 'bio'] as const;

const today = () => new Date().toISOString().slice(0, 10);

/** Personal Info in edit mode. Cancel discards; Save stores and reports the real outcome. */
export function PersonalInfoForm({
  profile,
  onDone,
  onSaved,
}: {
  profile: Profile;
  onDone: () => void;
  onSaved?: () => void;
}) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  // A country stored from onboarding outside the four offered here stays selectable.
  const countries: readonly string[] =
    profile.country && !(PROFILE_COUNTRIES as readonly string[]).includes(profile.country)
      ? [...PROFILE_COUNTRIES, profile.country]
      : PROFILE_COUNTRIES;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileUpdate>({
    resolver: zodResolver(updateProfileInputSchema),
    mode: 'onTouched',
    defaultValues: Object.fromEntries(fieldNames.map((n) => [n, profile[n] ?? ''])) as ProfileUpdate,
  });
  const error = (name: (typeof fieldNames)[number]) => translateValidation(errors[name]?.message);

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success(t('toasts.profileSaved'), { duration: 3000 });
        onSaved?.();
        onDone();
      },
      onError: (err) => {
        if (applyFieldErrors(err, setError, fieldNames)) return;
        toast.error(t('toasts.saveFailed'), { description: err instanceof ApiError ? err.message : undefined });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('personal.formLabel')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('fields.firstName')} error={error('firstName')}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label={t('fields.lastName')} error={error('lastName')}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </Field>
        <Field label={t('fields.email')} hint={t('personal.emailHint')}>
          <Input type="email" value={profile.email} readOnly className="bg-slate-50 text-slate-700" />
        </Field>
        <Field label={t('fields.phone')} error={error('phone')}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </Field>
        <Field label={t('fields.dateOfBirth')} error={error('dateOfBirth')}>
          <DateInput max={today()} autoComplete="bday" {...register('dateOfBirth')} />
        </Field>
        <Field label={t('fields.country')} error={error('country')}>
          <Select autoComplete="country-name" {...register('country')}>
            <option value="">{t('personal.selectCountry')}</option>
            {countries.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label={t('fields.location')} hint={t('personal.locationHint')} error={error('location')}>
        <Input autoComplete="address-level2" {...register('location')} />
      </Field>
      <Field label={t('fields.bio')} error={error('bio')}>
        <Textarea rows={4} {...register('bio')} />
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" disabled={update.isPending} onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
