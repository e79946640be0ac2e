import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { twoFactorPasswordSchema, type TwoFactorPasswordInput } from '@escazo/contracts/two-factor';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { ApiError } from '@web/lib/api-client.ts';
import { applyFieldErrors } from '@web/lib/apply-field-errors.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { StepAlert } from './step-alert.tsx';

type Props = {
  hint: string;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (values: TwoFactorPasswordInput, setFieldErrors: (error: unknown) => boolean) => void;
  onCancel: () => void;
};

/** The account password confirms turning two-factor off or making new recovery codes. */
export function PasswordConfirmForm({ hint, submitLabel, busy, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('two-factor');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TwoFactorPasswordInput>({
    resolver: zodResolver(twoFactorPasswordSchema),
    defaultValues: { password: '' },
  });
  const submit = handleSubmit((values) => onSubmit(values, (err) => applyFieldErrors(err, setError, ['password'])));
  const alert =
    error && !(error instanceof ApiError && error.fields.some((f) => f.path === 'password'))
      ? error instanceof ApiError
        ? error.message
        : t('settings.failed')
      : null;

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {alert ? <StepAlert>{alert}</StepAlert> : null}
      <Field label={t('password.label')} hint={hint} error={translateValidation(errors.password?.message)}>
        <Input type="password" autoComplete="current-password" autoFocus disabled={busy} {...register('password')} />
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t('settings.working') : submitLabel}
        </Button>
        <Button variant="outline" disabled={busy} onClick={onCancel}>
          {t('settings.cancel')}
        </Button>
      </div>
    </form>
  );
}
