import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  adminSettingsUpdateSchema,
  FORM_RATE_LIMIT_PER_HOUR_MAX,
  type AdminSettings,
  type AdminSettingsUpdate,
} from '@escazo/contracts/admin';
import { Button } from '@escazo/ui/button';
import { Checkbox } from '@escazo/ui/checkbox';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { ApiError } from '@web/lib/api-client.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { formatMoment } from '@web/lib/format-date.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useSaveSettings } from './settings-api.ts';

type SettingsInput = z.input<typeof adminSettingsUpdateSchema>;
const fieldNames = [
  'supportHours',
  'supportPhone',
  'siteNotice',
  'contactFormPerHour',
  'driverFormPerHour',
  'signupsOpen',
] as const;

/** The site settings, saved together; the server's field errors show on their fields. */
export function SettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation('admin');
  const signupsId = useId();
  const save = useSaveSettings();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<SettingsInput, unknown, AdminSettingsUpdate>({
    resolver: zodResolver(adminSettingsUpdateSchema),
    defaultValues: {
      supportHours: settings.supportHours,
      supportPhone: settings.supportPhone,
      siteNotice: settings.siteNotice,
      contactFormPerHour: settings.contactFormPerHour,
      driverFormPerHour: settings.driverFormPerHour,
      signupsOpen: settings.signupsOpen,
    },
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset({ ...values, contactFormPerHour: saved.contactFormPerHour, driverFormPerHour: saved.driverFormPerHour });
        toast.success(t('settings.saved'));
      },
      onError: (err) => {
        if (applyFieldErrors(err, setError, fieldNames)) return;
        toast.error(t('settings.saveFailed'), { description: err instanceof ApiError ? err.message : undefined });
      },
    }),
  );
  const perHourHint = t('settings.perHourHint', { max: FORM_RATE_LIMIT_PER_HOUR_MAX.toLocaleString('en-US') });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('settings.formLabel')}
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">{t('settings.supportLegend')}</legend>
        <Field
          label={t('settings.fields.supportHours')}
          hint={t('settings.supportHoursHint')}
          error={translateValidation(errors.supportHours?.message)}
        >
          <Input autoComplete="off" maxLength={100} {...register('supportHours')} />
        </Field>
        <Field label={t('settings.fields.supportPhone')} error={translateValidation(errors.supportPhone?.message)}>
          <Input type="tel" autoComplete="off" maxLength={40} {...register('supportPhone')} />
        </Field>
        <Field
          label={t('settings.fields.siteNotice')}
          hint={t('settings.siteNoticeHint')}
          error={translateValidation(errors.siteNotice?.message)}
          className="sm:col-span-2"
        >
          <Input autoComplete="off" maxLength={300} {...register('siteNotice')} />
        </Field>
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">{t('settings.limitsLegend')}</legend>
        <Field
          label={t('settings.fields.contactFormPerHour')}
          hint={perHourHint}
          error={translateValidation(errors.contactFormPerHour?.message)}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={FORM_RATE_LIMIT_PER_HOUR_MAX}
            step={1}
            {...register('contactFormPerHour')}
          />
        </Field>
        <Field
          label={t('settings.fields.driverFormPerHour')}
          hint={perHourHint}
          error={translateValidation(errors.driverFormPerHour?.message)}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={FORM_RATE_LIMIT_PER_HOUR_MAX}
            step={1}
            {...register('driverFormPerHour')}
          />
        </Field>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">{t('settings.accountsLegend')}</legend>
        <div className="flex items-center gap-2">
          <Controller
            control={control}
            name="signupsOpen"
            render={({ field }) => (
              <Checkbox
                id={signupsId}
                ref={field.ref}
                name={field.name}
                checked={field.value}
                aria-describedby={`${signupsId}-hint`}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <label htmlFor={signupsId} className="text-sm font-medium text-slate-800">
            {t('settings.fields.signupsOpen')}
          </label>
        </div>
        <p id={`${signupsId}-hint`} className="text-xs text-slate-600">
          {t('settings.signupsOpenHint')}
        </p>
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-5">
        <p className="text-sm text-slate-600">
          {settings.updatedAt
            ? t('settings.lastSaved', { when: formatMoment(settings.updatedAt) })
            : t('settings.neverSaved')}
        </p>
        <Button type="submit" disabled={save.isPending || !isDirty}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
