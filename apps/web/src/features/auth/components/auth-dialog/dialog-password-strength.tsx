import { useTranslation } from 'react-i18next';
import { dialogPasswordStrength } from '@escazo/contracts/auth-forms';
import { cn } from '@escazo/ui/utils';

const MAX_SCORE = 6;
const barColor = { Weak: 'bg-danger-600', Medium: 'bg-yellow-400', Strong: 'bg-success-600' } as const;
const textColor = { Weak: 'text-danger-600', Medium: 'text-yellow-800', Strong: 'text-success-600' } as const;

/** The dialog meter: score 0–6 (8+, 12+, lower, upper, digit, special); ≤2 Weak, 3–4 Medium, 5+ Strong. */
export function DialogPasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  if (!password) return null;
  const { score, label } = dialogPasswordStrength(password);
  return (
    <div className="space-y-1">
      <div
        role="meter"
        aria-label={t('strength.label')}
        aria-valuemin={0}
        aria-valuemax={MAX_SCORE}
        aria-valuenow={score}
        aria-valuetext={t(`strength.${label}`)}
        className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn('h-full rounded-full transition-[width]', barColor[label])} style={{ width: `${(score / MAX_SCORE) * 100}%` }} />
      </div>
      <p className={cn('text-xs font-medium', textColor[label])}>{t('strength.value', { label: t(`strength.${label}`) })}</p>
    </div>
  );
}
