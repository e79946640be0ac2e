import { useState } from 'react';
import { Controller, useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { BUDGET_INPUT_MIN, type BudgetRequest } from '@escazo/contracts/budget';
import { localDayOf } from '@escazo/contracts/dates';
import { Button } from '@escazo/ui/button';
import { Card, CardBody } from '@escazo/ui/card';
import { Field } from '@escazo/ui/field';
import { DateInput, Input } from '@escazo/ui/input';
import { translateValidation } from '@web/lib/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { budgetFieldOrder, type BudgetFormValues } from '../utils/budget-form.ts';
import { DestinationField } from '@web/components/forms/destination-field.tsx';
import { PreferenceChips } from './preference-chips.tsx';
import { OriginField } from '../../search/components/origin-field.tsx';
import { TravelersStepper } from './travelers-stepper.tsx';

const MUST_VISIT_TEXTS = { ns: 'budget', keyPrefix: 'form' };

type Props = {
  onGenerate: (request: BudgetRequest) => void;
  generating: boolean;
};

// A button that cannot act now stays focusable (aria-disabled), so focus is never dropped.
const unavailable = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/** The budget request: amount, travelers, dates, preferences, where from and one must-visit destination. */
export function BudgetRequestForm({ onGenerate, generating }: Props) {
  const { t } = useTranslation('budget');
  const [today] = useState(() => localDayOf(new Date()));
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    watch,
    formState: { errors },
  } = useFormContext<BudgetFormValues, unknown, BudgetRequest>();

  // The documented checks are toasts (budget first, then travelers); the others show on their fields.
  const onInvalid = (invalid: FieldErrors<BudgetFormValues>) => {
    if (invalid.totalBudget) {
      toast.error(t('toast.invalidBudgetTitle'), { description: translateValidation(invalid.totalBudget.message) });
      setFocus('totalBudget');
      return;
    }
    if (invalid.travelers) {
      toast.error(t('toast.invalidTravelersTitle'), { description: translateValidation(invalid.travelers.message) });
      setFocus('travelers');
      return;
    }
    const first = budgetFieldOrder.find((field) => errorOf(invalid, field));
    if (first && first !== 'preferences') setFocus(first);
  };
  // An empty date reads as 'not valid' to the request schema; say what is missing instead.
  const dateMessage = (key: string | undefined, value: string) =>
    key && value === '' ? t('form.dateRequired') : translateValidation(key);
  const dates = watch('travelDates');
  const onSubmit = handleSubmit((request) => {
    if (!generating) onGenerate(request);
  }, onInvalid);

  return (
    <Card>
      <CardBody>
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-labelledby="budget-form-heading"
          className="space-y-6"
        >
          <div>
            <h2 id="budget-form-heading" className="text-xl font-bold text-slate-900">
              {t('form.heading')}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t('form.text')}</p>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label={t('form.totalBudget')}
              hint={t('form.totalBudgetHint')}
              error={translateValidation(errors.totalBudget?.message)}
            >
              {/* The minimum is a hint to the browser's stepper only: any amount above 0 is taken. */}
              <Input
                type="number"
                inputMode="decimal"
                min={BUDGET_INPUT_MIN}
                step="any"
                className="tabular-nums"
                {...register('totalBudget')}
              />
            </Field>
            <Controller
              control={control}
              name="travelers"
              render={({ field }) => (
                <Field label={t('form.travelers')} error={translateValidation(errors.travelers?.message)}>
                  <TravelersStepper
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                </Field>
              )}
            />
            <Field
              label={t('form.startDate')}
              error={dateMessage(errors.travelDates?.startDate?.message, dates.startDate)}
            >
              <DateInput min={today} {...register('travelDates.startDate')} />
            </Field>
            <Field label={t('form.endDate')} error={dateMessage(errors.travelDates?.endDate?.message, dates.endDate)}>
              <DateInput min={today} {...register('travelDates.endDate')} />
            </Field>
            <Controller
              control={control}
              name="startingLocation"
              render={({ field }) => (
                <Field
                  label={t('form.startingLocation')}
                  hint={t('form.startingLocationHint')}
                  error={translateValidation(errors.startingLocation?.message)}
                >
                  <OriginField
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    name={field.name}
                    placeholder={t('form.startingLocationPlaceholder')}
                  />
                </Field>
              )}
            />
            <Controller
              control={control}
              name="mustVisit.0"
              render={({ field }) => (
                <Field
                  label={t('form.mustVisit')}
                  optional={t('form.optional')}
                  hint={t('form.mustVisitHint')}
                  error={translateValidation(errors.mustVisit?.[0]?.message)}
                >
                  <DestinationField
                    texts={MUST_VISIT_TEXTS}
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    name={field.name}
                    placeholder={t('form.mustVisitPlaceholder')}
                  />
                </Field>
              )}
            />
          </div>
          <fieldset aria-describedby="budget-preferences-hint">
            <legend className="text-sm font-medium text-slate-800">{t('form.preferences')}</legend>
            <p id="budget-preferences-hint" className="mt-1 text-xs text-slate-600">
              {t('form.preferencesHint')}
            </p>
            <div className="mt-3">
              <Controller
                control={control}
                name="preferences"
                render={({ field }) => <PreferenceChips value={field.value} onChange={field.onChange} />}
              />
            </div>
          </fieldset>
          <div className="flex justify-end border-t border-slate-100 pt-5">
            <Button
              type="submit"
              size="lg"
              className={unavailable}
              aria-disabled={generating || undefined}
              aria-busy={generating || undefined}
            >
              <Sparkles aria-hidden="true" />
              {generating ? t('form.generating') : t('form.generate')}
            </Button>
          </div>
          <p role="status" className="sr-only">
            {generating ? t('form.generatingStatus') : ''}
          </p>
        </form>
      </CardBody>
    </Card>
  );
}

/** The error a form field carries, by its dotted name. */
function errorOf(errors: FieldErrors<BudgetFormValues>, field: (typeof budgetFieldOrder)[number]) {
  switch (field) {
    case 'travelDates.startDate':
      return errors.travelDates?.startDate;
    case 'travelDates.endDate':
      return errors.travelDates?.endDate;
    case 'mustVisit.0':
      return errors.mustVisit?.[0];
    default:
      return errors[field];
  }
}
