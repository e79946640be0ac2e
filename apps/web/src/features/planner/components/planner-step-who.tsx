import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PLAN_MAX_TRAVELERS } from '@escazo/contracts/planning-options';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { translateValidation } from '@web/lib/i18n.ts';
import type { PlannerFormValues } from '../utils/planner-form.ts';

/** Step 2: how many travel and what the whole trip may cost. */
export function PlannerStepWho() {
  const { t } = useTranslation('planner');
  const {
    register,
    formState: { errors },
  } = useFormContext<PlannerFormValues>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label={t('fields.travelers')} error={translateValidation(errors.travelers?.message)}>
        <Input type="number" inputMode="numeric" min={1} max={PLAN_MAX_TRAVELERS} step={1} {...register('travelers')} />
      </Field>
      <Field
        label={t('fields.budget')}
        optional={t('fields.optional')}
        hint={t('fields.budgetHint')}
        error={translateValidation(errors.budget?.message)}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('fields.budgetPlaceholder')}
          {...register('budget')}
        />
      </Field>
    </div>
  );
}
