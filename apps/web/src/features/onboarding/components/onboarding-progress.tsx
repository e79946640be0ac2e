import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { cn } from '@escazo/ui/utils';

export const STEP_KEYS = ['welcome', 'profile', 'preferences', 'tour'] as const;
/** Progress width (step + 1) / 4, as classes (no inline styles under the CSP). */
const widths = ['w-1/4', 'w-2/4', 'w-3/4', 'w-full'] as const;

/** The progress bar and the numbered step indicators of the four steps. */
export function OnboardingProgress({ step }: { step: number }) {
  const { t } = useTranslation('onboarding');
  const percent = ((step + 1) / STEP_KEYS.length) * 100;
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between text-sm text-slate-700">
        <span>{t('progress.stepOf', { step: step + 1, total: STEP_KEYS.length })}</span>
        <span className="tabular">{t('progress.percent', { percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn(
            'h-full rounded-full bg-primary-700 transition-[width] duration-200 motion-reduce:transition-none',
            widths[step],
          )}
        />
      </div>
      <ol className="grid grid-cols-4 gap-2" aria-label={t('progress.stepsLabel')}>
        {STEP_KEYS.map((key, index) => {
          const state = index < step ? 'done' : index === step ? 'current' : 'upcoming';
          return (
            <li
              key={key}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-col items-center gap-1.5 text-center"
            >
              <span
                className={cn(
                  'grid size-9 place-content-center rounded-full border-2 text-sm font-bold',
                  state === 'done' && 'border-primary-700 bg-primary-700 text-white',
                  state === 'current' && 'border-primary-700 bg-white text-primary-800',
                  state === 'upcoming' && 'border-slate-300 bg-white text-slate-600',
                )}
              >
                {state === 'done' ? <Check className="size-4" aria-hidden="true" /> : index + 1}
                <span className="sr-only">{t(`progress.state.${state}`)}</span>
              </span>
              <span
                className={cn(
                  'text-xs font-medium sm:text-sm',
                  state === 'upcoming' ? 'text-slate-600' : 'text-slate-900',
                )}
              >
                {t(`steps.${key}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
