import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import type { Plan, PlanViolation } from '@escazo/contracts/planning';
import { formatDay } from '@web/lib/format-date.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { violationText } from '../utils/violation-text.ts';

type Props = {
  violations: readonly PlanViolation[];
  /** The plan's total and budget: the budget rule is written from them in the display currency. */
  plan: Pick<Plan, 'total' | 'budget'>;
  label: string;
  showDay?: boolean;
};

/** The rules a plan (or one day of it) breaks, each with its rule's name and what is wrong. */
export function ViolationList({ violations, plan, label, showDay = false }: Props) {
  const { t } = useTranslation('itinerary');
  const format = useFormatMoney();
  if (!violations.length) return null;
  return (
    <ul aria-label={label} data-testid="violations" className="space-y-2">
      {violations.map((v, i) => (
        <li
          key={`${v.rule}-${v.day ?? ''}-${i}`}
          className="flex gap-2 rounded-xl border border-warning-600/30 bg-amber-50 px-3 py-2 text-sm text-slate-900"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning-600" aria-hidden="true" />
          <span>
            <span className="font-semibold">{t(`rule.${v.rule}`)}</span>
            {showDay && v.day ? <span className="text-slate-700"> · {formatDay(v.day)}</span> : null}:{' '}
            {violationText(v, plan, format, t)}
          </span>
        </li>
      ))}
    </ul>
  );
}
