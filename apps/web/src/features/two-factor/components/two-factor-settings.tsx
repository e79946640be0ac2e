import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, Mail, ShieldCheck, Smartphone } from 'lucide-react';
import type { TotpEnrolment as Enrolment, TwoFactorPasswordInput } from '@escazo/contracts/two-factor';
import { Badge } from '@escazo/ui/badge';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { Skeleton } from '@escazo/ui/skeleton';
import { ApiError } from '@web/lib/api-client.ts';
import { toast } from '@web/lib/toast.ts';
import { useStartEmailEnrolment, useStartTotpEnrolment } from '../api/enrol.ts';
import { useDisableTwoFactor, useRegenerateRecoveryCodes } from '../api/manage.ts';
import { useRefreshTwoFactorStatus, useTwoFactorStatus } from '../api/two-factor-status.ts';
import { EmailEnrolment } from './email-enrolment.tsx';
import { PasswordConfirmForm } from './password-confirm-form.tsx';
import { RecoveryCodesView } from './recovery-codes-view.tsx';
import { StepAlert } from './step-alert.tsx';
import { TotpEnrolment } from './totp-enrolment.tsx';

type View =
  | { name: 'status' }
  | { name: 'email'; maskedEmail: string }
  | { name: 'totp'; enrolment: Enrolment }
  | { name: 'codes'; codes: string[] }
  | { name: 'disable' }
  | { name: 'regenerate' };

/**
 * Security settings → two-factor: status; turn on with e-mailed codes or an
 * authenticator app (QR code); the ten recovery codes shown once; regenerate them or turn
 * two-factor off with the password. Mounted in /profile → Security.
 */
export function TwoFactorSettings() {
  const { t } = useTranslation('two-factor');
  const titleId = useId();
  const status = useTwoFactorStatus();
  const refresh = useRefreshTwoFactorStatus();
  const [view, setView] = useState<View>({ name: 'status' });
  const startEmail = useStartEmailEnrolment();
  const startTotp = useStartTotpEnrolment();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [startError, setStartError] = useState<string | null>(null);
  const failed = (err: unknown) => setStartError(err instanceof ApiError ? err.message : t('settings.failed'));
  const toStatus = () => {
    setStartError(null);
    disable.reset();
    regenerate.reset();
    setView({ name: 'status' });
  };

  const enabled = (codes: string[]) => {
    refresh();
    toast.success(t('settings.enabledToast'), { duration: 3000 });
    setView({ name: 'codes', codes });
  };

  const onDisable = (values: TwoFactorPasswordInput, setFieldErrors: (error: unknown) => boolean) =>
    disable.mutate(values, {
      onSuccess: () => {
        refresh();
        toast.success(t('settings.disabledToast'), { duration: 3000 });
        toStatus();
      },
      onError: (err) => void setFieldErrors(err),
    });

  const onRegenerate = (values: TwoFactorPasswordInput, setFieldErrors: (error: unknown) => boolean) =>
    regenerate.mutate(values, {
      onSuccess: ({ recoveryCodes }) => {
        refresh();
        toast.success(t('settings.regeneratedToast'), { duration: 3000 });
        setView({ name: 'codes', codes: recoveryCodes });
      },
      onError: (err) => void setFieldErrors(err),
    });

  const data = status.data;
  const starting = startEmail.isPending || startTotp.isPending;

  return (
    <Card aria-labelledby={titleId} role="region">
      <CardBody className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
              <ShieldCheck className="size-5 text-primary-700" aria-hidden="true" />
              {t('settings.title')}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t('settings.description')}</p>
          </div>
          {data ? (
            <Badge tone={data.enabled ? 'success' : 'neutral'}>
              {data.enabled ? t('settings.on') : t('settings.off')}
            </Badge>
          ) : null}
        </div>

        {status.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : status.isError || !data ? (
          <div className="space-y-3">
            <StepAlert>{t('settings.loadFailed')}</StepAlert>
            <Button variant="outline" onClick={() => void status.refetch()}>
              {t('settings.retry')}
            </Button>
          </div>
        ) : view.name === 'email' ? (
          <EmailEnrolment maskedEmail={view.maskedEmail} onEnabled={enabled} onCancel={toStatus} />
        ) : view.name === 'totp' ? (
          <TotpEnrolment enrolment={view.enrolment} onEnabled={enabled} onCancel={toStatus} />
        ) : view.name === 'codes' ? (
          <RecoveryCodesView codes={view.codes} onDone={toStatus} />
        ) : view.name === 'disable' ? (
          <PasswordConfirmForm
            hint={t('password.disableHint')}
            submitLabel={t('settings.turnOff')}
            busy={disable.isPending}
            error={disable.error}
            onSubmit={onDisable}
            onCancel={toStatus}
          />
        ) : view.name === 'regenerate' ? (
          <PasswordConfirmForm
            hint={t('password.regenerateHint')}
            submitLabel={t('settings.regenerate')}
            busy={regenerate.isPending}
            error={regenerate.error}
            onSubmit={onRegenerate}
            onCancel={toStatus}
          />
        ) : data.enabled ? (
          <div className="space-y-4">
            <p className="flex items-center gap-2 text-sm text-slate-800">
              {data.method === 'totp' ? (
                <Smartphone className="size-4" aria-hidden="true" />
              ) : (
                <Mail className="size-4" aria-hidden="true" />
              )}
              {data.method === 'totp' ? t('settings.methodTotp') : t('settings.methodEmail')}
            </p>
            <p className="flex items-center gap-2 text-sm text-slate-800">
              <KeyRound className="size-4" aria-hidden="true" />
              {t('settings.recoveryLeft', { count: data.recoveryCodesLeft })}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button variant="outline" onClick={() => setView({ name: 'regenerate' })}>
                {t('settings.regenerate')}
              </Button>
              <Button variant="outline" onClick={() => setView({ name: 'disable' })}>
                {t('settings.turnOff')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="space-y-4">
            {startError ? <StepAlert>{startError}</StepAlert> : null}
            <div className="grid gap-3 sm:grid-cols-2">
              <Button
                variant="outline"
                className="h-auto justify-start whitespace-normal rounded-xl p-4 text-left"
                disabled={starting}
                onClick={() => {
                  setStartError(null);
                  startEmail.mutate(undefined, {
                    onSuccess: ({ maskedEmail }) => setView({ name: 'email', maskedEmail }),
                    onError: failed,
                  });
                }}
              >
                <Mail className="size-5 text-primary-700" aria-hidden="true" />
                <span className="space-y-0.5">
                  <span className="block">{t('settings.enableEmail')}</span>
                  <span className="block text-xs font-normal text-slate-600">{t('settings.enableEmailHint')}</span>
                </span>
              </Button>
              <Button
                variant="outline"
                className="h-auto justify-start whitespace-normal rounded-xl p-4 text-left"
                disabled={starting}
                onClick={() => {
                  setStartError(null);
                  startTotp.mutate(undefined, {
                    onSuccess: (enrolment) => setView({ name: 'totp', enrolment }),
                    onError: failed,
                  });
                }}
              >
                <Smartphone className="size-5 text-primary-700" aria-hidden="true" />
                <span className="space-y-0.5">
                  <span className="block">{t('settings.enableTotp')}</span>
                  <span className="block text-xs font-normal text-slate-600">{t('settings.enableTotpHint')}</span>
                </span>
              </Button>
            </div>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
