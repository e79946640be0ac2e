import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TWO_FACTOR_RESEND_SECONDS } from '@escazo/contracts/two-factor';
import { Button } from '@escazo/ui/button';
import { ApiError } from '@web/lib/api-client.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useConfirmEmailEnrolment, useStartEmailEnrolment } from '../api/enrol.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import type { CodeInputHandle } from './code-input.tsx';
import { CodeForm } from './code-form.tsx';

type Props = { maskedEmail: string; onEnabled: (codes: string[]) => void; onCancel: () => void };

/** Turning on e-mailed codes: the code just sent proves the address receives mail. */
export function EmailEnrolment({ maskedEmail, onEnabled, onCancel }: Props) {
  const { t } = useTranslation('two-factor');
  const codeForm = useRef<CodeInputHandle>(null);
  const confirm = useConfirmEmailEnrolment();
  const resend = useStartEmailEnrolment();
  const wait = useCountdown(TWO_FACTOR_RESEND_SECONDS);

  const submit = (code: string, onWrong: (message: string) => void) =>
    confirm.mutate(code, {
      onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'TWO_FACTOR_CODE_INVALID')
          return onWrong(translateValidation('twoFactor.codeWrong')!);
        onWrong(err instanceof ApiError ? err.message : t('settings.failed'));
      },
    });

  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: () => {
        wait.restart();
        codeForm.current?.clear();
        toast.success(t('step.resentTitle'), {
          description: t('step.resentDescription', { maskedEmail }),
          duration: 3000,
        });
      },
      onError: (err) => toast.error(err instanceof ApiError ? err.message : t('step.resendFailed')),
    });

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('email.sentTo', { maskedEmail })}</p>
      <CodeForm
        ref={codeForm}
        label={t('code.label')}
        submitLabel={t('settings.turnOn')}
        busyLabel={t('settings.working')}
        busy={confirm.isPending}
        onSubmit={submit}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="link" size="sm" disabled={resend.isPending || wait.remaining > 0} onClick={sendAgain}>
          {t('step.resend')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('settings.cancel')}
        </Button>
      </div>
      <p aria-live="polite" className="min-h-5 text-xs text-slate-600">
        {wait.remaining > 0 ? t('step.resendIn', { count: wait.remaining }) : ''}
      </p>
    </div>
  );
}
