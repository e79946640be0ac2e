import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@escazo/ui/field';
import { DateInput } from '@escazo/ui/input';
import { translateValidation } from '@web/lib/i18n.ts';
import type { PlannerFormValues } from '../utils/planner-form.ts';
import { DestinationField } from '@web/components/forms/destination-field.tsx';
import { OriginField } from '../../search/components/origin-field.tsx';

const PLANNER_DESTINATION_TEXTS = { ns: 'planner', keyPrefix: 'destination' };

/** Step 1: where and when, and optionally where from (flights are planned then). */
export function PlannerStepWhere({ today }: { today: string }) {
  const { t } = useTranslation('planner');
  const {
    control,
    register,
    watch,
    clearErrors,
    formState: { errors },
  } = useFormContext<PlannerFormValues>();
  const startDate = watch('startDate');
  return (
    <div className="space-y-5">
      <Controller
        control={control}
        name="destination"
        render={({ field }) => (
          <Field label={t('fields.destination')} error={translateValidation(errors.destination?.message)}>
            <DestinationField
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onPicked={() => clearErrors('destination')}
              texts={PLANNER_DESTINATION_TEXTS}
              name={field.name}
              placeholder={t('fields.destinationPlaceholder')}
            />
          </Field>
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('fields.startDate')} error={translateValidation(errors.startDate?.message)}>
          <DateInput min={today} {...register('startDate')} />
        </Field>
        <Field label={t('fields.endDate')} error={translateValidation(errors.endDate?.message)}>
          <DateInput min={startDate || today} {...register('endDate')} />
        </Field>
      </div>
      <Controller
        control={control}
        name="origin"
        render={({ field }) => (
          <Field
            label={t('fields.origin')}
            optional={t('fields.optional')}
            hint={t('fields.originHint')}
            error={translateValidation(errors.origin?.message)}
          >
            <OriginField
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              name={field.name}
              placeholder={t('fields.originPlaceholder')}
            />
          </Field>
        )}
      />
    </div>
  );
}
