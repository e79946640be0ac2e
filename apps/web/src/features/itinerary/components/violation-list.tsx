import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import type { PlanViolation } from '@escazo/contracts/planning';
import { formatDay } from '../../../lib/format-date.ts';

/** The rules a plan (or one day of it) breaks, each with its rule's name and the engine's explanation. */
export function ViolationList({ violations, label, showDay = false }: { violations: readonly PlanViolation[]; label: string; showDay?: boolean }) {
  const { t } = useTranslation('itinerary');
  if (!violations.length) return null;
  return (
    <ul aria-label={label} data-testid="violations" className="space-y-2">
      {violations.map((v, i) => (
        <li key={`${v.rule}-${v.day ?? ''}-${i}`} className="flex gap-2 rounded-xl border border-warning-600/30 bg-amber-50 px-3 py-2 text-sm text-slate-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning-600" aria-hidden="true" />
          <span>
            <span className="font-semibold">{t(`rule.${v.rule}`)}</span>
            {showDay && v.day ? <span className="text-slate-700"> · {formatDay(v.day)}</span> : null}: {v.message}
          </span>
        </li>
      ))}
    </ul>
  );
}
