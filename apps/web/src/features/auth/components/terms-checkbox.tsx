import { useId, type ReactElement } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { Checkbox } from '@escazo/ui/checkbox';
import { paths } from '@web/config/paths.ts';

const linkClass = 'font-semibold text-primary-700 underline underline-offset-2';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** The form's boolean field (`termsAccepted`). */
  name: FieldPath<T>;
  /** The form's own message when the terms are required (the page shows it under the box). */
  error?: string | undefined;
  disabled?: boolean;
  /** Open the terms in a new tab, so reading them never loses what was typed (the dialog). */
  linksInNewTab?: boolean;
};

/** The sign-up terms checkbox; its label links to /terms and /privacy. */
export function TermsCheckbox<T extends FieldValues>({
  control,
  name,
  error,
  disabled,
  linksInNewTab = false,
}: Props<T>) {
  const { t } = useTranslation('auth');
  const id = useId();
  const link = (to: string): ReactElement =>
    linksInNewTab ? (
      <a href={to} target="_blank" rel="noopener" className={linkClass} />
    ) : (
      <Link to={to} className={linkClass} />
    );
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Checkbox
              id={id}
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              disabled={disabled}
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
            i18nKey="signup.terms"
            components={{ termsLink: link(paths.terms), privacyLink: link(paths.privacy) }}
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
