import { useTranslation } from 'react-i18next';
import { dialogPasswordStrength, pagePasswordStrength } from '@escazo/contracts/auth-forms';
import { cn } from '@escazo/ui/utils';

/**
 * Each form scores by its own documented rules: the sign-up page 0–5 (8+, lower, upper, digit,
 * symbol; ≤2 Weak, 3 Medium, 4+ Strong), the dialog 0–6 (8+, 12+, lower, upper, digit, special;
 * ≤2 Weak, 3–4 Medium, 5+ Strong).
 */
const scales = {
  page: { measure: pagePasswordStrength, max: 5 },
  dialog: { measure: dialogPasswordStrength, max: 6 },
} as const;

const barColor = { Weak: 'bg-danger-600', Medium: 'bg-yellow-400', Strong: 'bg-success-600' } as const;
const textColor = { Weak: 'text-danger-600', Medium: 'text-yellow-800', Strong: 'text-success-600' } as const;

type Props = { password: string; rules: keyof typeof scales };

/** The password strength meter: bar width score/max, Weak red, Medium yellow, Strong green. */
export function PasswordStrengthMeter({ password, rules }: Props) {
  const { t } = useTranslation('auth');
  if (!password) return null;
  const { measure, max } = scales[rules];
  const { score, label } = measure(password);
  return (
    <div className="space-y-1">
      <div
        role="meter"
        aria-label={t('strength.label')}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={score}
        aria-valuetext={t(`strength.${label}`)}
        className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', barColor[label])}
          style={{ width: `${(score / max) * 100}%` }}
        />
      </div>
      <p className={cn('text-xs font-medium', textColor[label])}>
        {t('strength.value', { label: t(`strength.${label}`) })}
      </p>
    </div>
  );
}
