import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { DialogSignUpForm } from '@escazo/contracts/auth-forms';
import { Checkbox } from '@escazo/ui/checkbox';
import { paths } from '../../../../app/paths.ts';

const linkClass = 'font-semibold text-primary-700 underline underline-offset-2';

/**
 * The dialog's terms checkbox. Its links open in a new tab, so reading the terms never loses what
 * the traveller typed into the dialog.
 */
export function DialogTermsCheckbox({ control, disabled }: { control: Control<DialogSignUpForm>; disabled?: boolean }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const link = (to: string) => <a href={to} target="_blank" rel="noopener" className={linkClass} />;
  return (
    <div className="flex items-start gap-3">
      <Controller
        control={control}
        name="termsAccepted"
        render={({ field }) => (
          <Checkbox id={id} ref={field.ref} name={field.name} checked={field.value} disabled={disabled}
            onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} className="mt-0.5" />
        )}
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        <Trans t={t} i18nKey="signup.terms" components={{ termsLink: link(paths.terms), privacyLink: link(paths.privacy) }} />
      </label>
    </div>
  );
}
