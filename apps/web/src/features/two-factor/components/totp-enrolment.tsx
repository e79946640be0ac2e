import { useTranslation } from 'react-i18next';
import type { TotpEnrolment as Enrolment } from '@escazo/contracts/two-factor';
import { Button } from '@escazo/ui/button';
import { ApiError } from '@web/lib/api-client.ts';
import { translateValidation } from '@web/lib/i18n.ts';
import { useConfirmTotpEnrolment } from '../api/enrol.ts';
import { groupSecret, svgDataUrl } from '../utils/recovery-codes-file.ts';
import { CodeForm } from './code-form.tsx';

type Props = { enrolment: Enrolment; onEnabled: (codes: string[]) => void; onCancel: () => void };

/** Turning on an authenticator app: scan the QR code (or type the key), then confirm with its code. */
export function TotpEnrolment({ enrolment, onEnabled, onCancel }: Props) {
  const { t } = useTranslation('two-factor');
  const confirm = useConfirmTotpEnrolment();

  const submit = (code: string, onWrong: (message: string) => void) =>
    confirm.mutate(code, {
      onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'TWO_FACTOR_CODE_INVALID')
          return onWrong(translateValidation('twoFactor.codeWrong')!);
        onWrong(err instanceof ApiError ? err.message : t('settings.failed'));
      },
    });

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>{t('totp.stepScan')}</li>
        <li>{t('totp.stepCode')}</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img
          src={svgDataUrl(enrolment.qrSvg)}
          alt={t('totp.qrAlt')}
          width={180}
          height={180}
          className="size-44 shrink-0 rounded-lg border border-slate-200 bg-white"
        />
        <div className="min-w-0 space-y-1.5">
          <p className="text-sm font-medium text-slate-800">{t('totp.secretLabel')}</p>
          <code className="block break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider text-slate-900">
            {groupSecret(enrolment.secret)}
          </code>
          <p className="text-xs text-slate-600">{t('totp.secretHint')}</p>
        </div>
      </div>
      <CodeForm
        label={t('totp.codeLabel')}
        submitLabel={t('settings.turnOn')}
        busyLabel={t('settings.working')}
        busy={confirm.isPending}
        onSubmit={submit}
        autoFocus={false}
      />
      <Button variant="ghost" size="sm" onClick={onCancel}>
        {t('settings.cancel')}
      </Button>
    </div>
  );
}
