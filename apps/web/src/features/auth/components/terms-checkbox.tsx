import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { PageSignUpForm } from '@escazo/contracts/auth-forms';
import { Checkbox } from '@escazo/ui/checkbox';
import { paths } from '../../../app/paths.ts';

const linkClass = 'font-semibold text-primary-700 underline underline-offset-2';

/** The sign-up terms checkbox; its label links to /terms and /privacy. */
export function TermsCheckbox({ control, error, disabled }: { control: Control<PageSignUpForm>; error?: string; disabled?: boolean }) {
  const { t } = useTranslation('auth');
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name="termsAccepted"
          render={({ field }) => (
            <Checkbox id={id} ref={field.ref} name={field.name} checked={field.value === true} disabled={disabled}
              onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur}
              aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className="mt-0.5" />
          )}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          <Trans t={t} i18nKey="signup.terms"
            components={{ termsLink: <Link to={paths.terms} className={linkClass} />, privacyLink: <Link to={paths.privacy} className={linkClass} /> }} />
        </label>
      </div>
      {error ? <p id={`${id}-error`} role="alert" className="text-sm text-danger-600">{error}</p> : null}
    </div>
  );
}
