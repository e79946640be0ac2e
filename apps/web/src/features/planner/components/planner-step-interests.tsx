import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INTERESTS, PACE_MAX_ATTRACTIONS, PACES } from '@escazo/contracts/planning-options';
import { cn } from '@escazo/ui/utils';
import { translateValidation } from '@web/lib/i18n.ts';
import type { PlannerFormValues } from '../utils/planner-form.ts';
import { toggleIn } from '../utils/toggle.ts';
import { ToggleChip } from './toggle-chip.tsx';

/** Step 3: the twelve interests as toggles, and the pace (how many activities a day at most). */
export function PlannerStepInterests() {
  const { t } = useTranslation('planner');
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = useFormContext<PlannerFormValues>();
  const pace = watch('pace');
  const interestsError = translateValidation(
    errors.interests?.message ?? errors.interests?.root?.message ?? errors.interests?.find?.((e) => e)?.message,
  );
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('fields.interests')}</legend>
        <p className="mt-1 text-xs text-slate-600">{t('fields.interestsHint')}</p>
        <Controller
          control={control}
          name="interests"
          render={({ field }) => (
            <ul className="mt-3 flex flex-wrap gap-2">
              {INTERESTS.map((interest) => {
                const on = field.value.includes(interest);
                return (
                  <li key={interest}>
                    <ToggleChip pressed={on} onToggle={() => field.onChange(toggleIn(field.value, interest))}>
                      {t(`interests.${interest}`)}
                    </ToggleChip>
                  </li>
                );
              })}
            </ul>
          )}
        />
        {interestsError ? (
          <p role="alert" className="mt-2 text-sm text-danger-600">
            {interestsError}
          </p>
        ) : null}
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('fields.pace')}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {PACES.map((option) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors',
                pace === option ? 'border-primary-700 bg-primary-50' : 'border-slate-300 bg-white hover:bg-slate-50',
              )}
            >
              <input type="radio" value={option} className="mt-1 accent-primary-700" {...register('pace')} />
              <span>
                <span className="block font-semibold text-slate-900">{t(`paces.${option}`)}</span>
                <span className="block text-sm text-slate-700">
                  {t('paces.limit', { count: PACE_MAX_ATTRACTIONS[option] })}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
