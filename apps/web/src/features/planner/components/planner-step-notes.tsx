import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@escazo/ui/field';
import { Textarea } from '@escazo/ui/input';
import { translateValidation } from '@web/lib/i18n.ts';
import type { PlannerFormValues } from '../utils/planner-form.ts';

/** Step 4: special requests, kept with the trip. */
export function PlannerStepNotes() {
  const { t } = useTranslation('planner');
  const {
    register,
    formState: { errors },
  } = useFormContext<PlannerFormValues>();
  return (
    <Field
      label={t('fields.notes')}
      optional={t('fields.optional')}
      hint={t('fields.notesHint')}
      error={translateValidation(errors.notes?.message)}
    >
      <Textarea rows={5} maxLength={2000} placeholder={t('fields.notesPlaceholder')} {...register('notes')} />
    </Field>
  );
}
