import { useTranslation } from 'react-i18next';

/** 'Step 2 of 4' and the bar under it. */
export function PlannerProgress({ step, steps }: { step: number; steps: number }) {
  const { t } = useTranslation('planner');
  const percent = Math.round(((step + 1) / steps) * 100);
  const label = t('wizard.progress', { step: step + 1, steps });
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold text-slate-900">{label}</span>
        <span className="tabular text-slate-700">{t('wizard.percent', { percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-primary-600 transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
