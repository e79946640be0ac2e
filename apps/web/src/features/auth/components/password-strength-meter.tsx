import { useTranslation } from 'react-i18next';
import { pagePasswordStrength } from '@escazo/contracts/auth-forms';
import { cn } from '@escazo/ui/utils';

const barColor = { red: 'bg-danger-600', yellow: 'bg-yellow-400', green: 'bg-success-600' } as const;
const textColor = { red: 'text-danger-600', yellow: 'text-yellow-800', green: 'text-success-600' } as const;

/** The sign-up page meter: score 0–5, bar width score/5, Weak red / Medium yellow / Strong green. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  if (!password) return null;
  const { score, label, color } = pagePasswordStrength(password);
  return (
    <div className="space-y-1">
      <div
        role="meter"
        aria-label={t('strength.label')}
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={score}
        aria-valuetext={t(`strength.${label}`)}
        className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn('h-full rounded-full transition-[width]', barColor[color])} style={{ width: `${(score / 5) * 100}%` }} />
      </div>
      <p className={cn('text-xs font-medium', textColor[color])}>{t('strength.value', { label: t(`strength.${label}`) })}</p>
    </div>
  );
}
