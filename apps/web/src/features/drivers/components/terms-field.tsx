import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { Checkbox } from '@escazo/ui/checkbox';
import { paths } from '@web/config/paths.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import type { DriverApplicationFormValues } from '../api/submit-driver-application.ts';

/** The terms checkbox: a Radix checkbox labelled by text with a link to the terms page. */
export function TermsField() {
  const { t } = useTranslation('drivers');
  const id = useId();
  const {
    control,
    formState: { errors },
  } = useFormContext<DriverApplicationFormValues>();
  const error = translateValidation(errors.termsAgreed?.message);
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name="termsAgreed"
          render={({ field }) => (
            <Checkbox
              id={id}
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="mt-0.5"
            />
          )}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          <Trans
            t={t}
            i18nKey="application.terms"
            components={{
              termsLink: (
                <Link to={paths.terms} className="font-semibold text-primary-700 underline underline-offset-2" />
              ),
            }}
          />
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
