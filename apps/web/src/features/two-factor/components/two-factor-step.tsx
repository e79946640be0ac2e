import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import type { PublicUser } from '@escazo/contracts/auth';
import { TWO_FACTOR_RESEND_SECONDS, type TwoFactorMethod } from '@escazo/contracts/two-factor';
import { Button } from '@escazo/ui/button';
import { ApiError } from '@web/lib/api-client.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useResendTwoFactorCode } from '../api/resend-two-factor-code.ts';
import { useVerifyTwoFactor } from '../api/verify-two-factor.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import type { CodeInputHandle } from './code-input.tsx';
import { CodeForm } from './code-form.tsx';
import { RecoveryCodeForm } from './recovery-code-form.tsx';
import { StepAlert } from './step-alert.tsx';

export type TwoFactorStepProps = {
  method: TwoFactorMethod;
  /** Where the code went (method 'email'), as the server masked it. */
  maskedEmail?: string | undefined;
  /** False when the sign-in could not e-mail a new code (the last one sent still works). */
  codeSent?: boolean | undefined;
  /** Seconds until another code may be asked for, as the server said. */
  resendAfterSeconds?: number | undefined;
  /** The session exists now: set the session user, welcome, navigate. */
  onVerified: (user: PublicUser) => void;
  /** Back to the password step. */
  onCancel?: (() => void) | undefined;
};

/** Errors after which this sign-in cannot go on: the user signs in again. */
const ENDING = new Set(['TWO_FACTOR_CHALLENGE_INVALID', 'TWO_FACTOR_MAX_ATTEMPTS', 'RATE_LIMITED']);

/**
 * The two-factor view of the auth dialog and the login page: six digit boxes, Verify, 'Resend Code'
 * (e-mail), or a recovery code. Used by the login page and the auth dialog after a sign-in that
 * answered { twoFactor }; the pending sign-in itself lives in an httpOnly cookie.
 */
export function TwoFactorStep({
  method,
  maskedEmail,
  codeSent,
  resendAfterSeconds,
  onVerified,
  onCancel,
}: TwoFactorStepProps) {
  const { t } = useTranslation('two-factor');
  const titleId = useId();
  const codeForm = useRef<CodeInputHandle>(null);
  const [mode, setMode] = useState<'code' | 'recovery'>('code');
  const [ended, setEnded] = useState<string | null>(null);
  const verify = useVerifyTwoFactor();
  const resend = useResendTwoFactorCode();
  const resendWait = useCountdown(resendAfterSeconds ?? TWO_FACTOR_RESEND_SECONDS);
  const busy = verify.isPending;

  const submitCode = (value: string, onWrong: (message: string) => void) => {
    verify.mutate(value, {
      onSuccess: ({ user }) => {
        toast.success(t('step.successTitle'), { duration: 3000 });
        onVerified(user);
      },
      onError: (err) => {
        if (err instanceof ApiError && ENDING.has(err.code)) return setEnded(err.message);
        if (err instanceof ApiError && (err.code === 'TWO_FACTOR_CODE_INVALID' || err.code === 'VALIDATION_FAILED')) {
          return onWrong(translateValidation('twoFactor.codeWrong')!);
        }
        onWrong(err instanceof ApiError ? err.message : t('step.failed'));
      },
    });
  };

  const onResend = () => {
    resend.mutate(undefined, {
      onSuccess: (sent) => {
        resendWait.restart(sent.resendAfterSeconds ?? TWO_FACTOR_RESEND_SECONDS);
        codeForm.current?.clear();
        toast.success(t('step.resentTitle'), {
          description: t('step.resentDescription', { maskedEmail: sent.maskedEmail }),
          duration: 3000,
        });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'TWO_FACTOR_CHALLENGE_INVALID') return setEnded(err.message);
        toast.error(err instanceof ApiError ? err.message : t('step.resendFailed'));
      },
    });
  };

  const intro =
    method === 'totp'
      ? t('step.totpIntro')
      : codeSent === false
        ? t('step.emailNotSentIntro', { maskedEmail: maskedEmail ?? '' })
        : maskedEmail
          ? t('step.emailIntro', { maskedEmail })
          : t('step.emailIntroNoAddress');
  const wait = resendWait.remaining;

  return (
    <section aria-labelledby={titleId} className="space-y-5">
      <div className="space-y-2 text-center">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {t('step.title')}
        </h2>
        <p className="text-sm text-slate-600">{intro}</p>
      </div>

      {ended ? (
        <div className="space-y-4">
          <StepAlert>{ended}</StepAlert>
          {onCancel ? (
            <Button className="w-full" onClick={onCancel}>
              {t('step.backToLogin')}
            </Button>
          ) : null}
        </div>
      ) : mode === 'code' ? (
        <CodeForm
          ref={codeForm}
          label={t('code.label')}
          submitLabel={t('step.verify')}
          busyLabel={t('step.verifying')}
          busy={busy}
          onSubmit={submitCode}
        />
      ) : (
        <RecoveryCodeForm busy={busy} onSubmit={submitCode} />
      )}

      {ended ? null : (
        <div className="flex flex-col items-center gap-1 text-sm">
          {method === 'email' && mode === 'code' ? (
            <>
              <Button
                variant="link"
                size="sm"
                onClick={onResend}
                disabled={busy || resend.isPending || resendWait.remaining > 0}
              >
                {t('step.resend')}
              </Button>
              <p aria-live="polite" className="min-h-5 text-xs text-slate-600">
                {wait >= 60
                  ? t('step.resendInMinutes', { count: Math.ceil(wait / 60) })
                  : wait > 0
                    ? t('step.resendIn', { count: wait })
                    : ''}
              </p>
            </>
          ) : null}
          <Button
            variant="link"
            size="sm"
            disabled={busy}
            onClick={() => setMode(mode === 'code' ? 'recovery' : 'code')}
          >
            {mode === 'code' ? t('step.useRecovery') : t('step.useCode')}
          </Button>
          {onCancel ? (
            <Button variant="ghost" size="sm" disabled={busy} onClick={onCancel}>
              {t('step.backToLogin')}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
