import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Compass, Heart, Landmark, Mountain, Sparkles, Sun, UtensilsCrossed, Building2 } from 'lucide-react';
import { PLAN_MAX_TRAVELERS, TRAVEL_STYLES, type TravelStyle } from '@escazo/contracts/planning-options';
import type { Plan } from '@escazo/contracts/planning';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Input } from '@escazo/ui/input';
import { formatDay } from '@web/lib/format-date.ts';
import { useFormatMoney } from '@web/lib/use-format-money.ts';
import { useGeneratePlan } from '../../hooks/use-generate-plan.ts';
import { rangeDays, readTripDates } from '../../utils/date-range.ts';
import { plannerMessage } from '../../utils/messages.ts';
import {
  dateProblemMessages,
  emptyQuickStart,
  quickStartFieldOf,
  quickStartSchema,
  toQuickStartRequest,
  type QuickStartField,
  type QuickStartValues,
} from '../../utils/quick-start-form.ts';
import { applyServerFieldErrors } from '../../utils/server-field-errors.ts';
import { toggleIn } from '../../utils/toggle.ts';
import { DestinationField } from '@web/components/forms/destination-field.tsx';
import { ToggleChip } from '../toggle-chip.tsx';
import { TierSlider } from './tier-slider.tsx';

const PLANNER_DESTINATION_TEXTS = { ns: 'planner', keyPrefix: 'destination' };

const styleIcons: Record<TravelStyle, typeof Compass> = {
  adventure: Mountain,
  relaxation: Sun,
  culture: Landmark,
  food: UtensilsCrossed,
  nature: Compass,
  urban: Building2,
};

// The fields in the order they are on screen: a refusal focuses the first one in error.
const fieldOrder: readonly QuickStartField[] = ['destination', 'dates', 'travelers', 'tier', 'styles', 'budget'];

type Props = {
  initial: Partial<QuickStartValues>;
  /** A destination picked elsewhere on the page (Get Inspired); `at` makes each pick new. */
  picked: { name: string; at: number } | null;
  onPlanned: (plan: Plan) => void;
};

/** The quick start: destination, free-text dates, travelers, travel styles and budget tier. */
export function QuickStartForm({ initial, picked, onPlanned }: Props) {
  const { t } = useTranslation('planner');
  const format = useFormatMoney();
  const [now] = useState(() => () => new Date());
  const form = useForm<QuickStartValues>({
    resolver: zodResolver(quickStartSchema(now)),
    defaultValues: { ...emptyQuickStart, ...initial },
  });
  const {
    register,
    control,
    watch,
    setValue,
    setError,
    setFocus,
    clearErrors,
    handleSubmit,
    formState: { errors },
  } = form;

  // A destination picked on the page fills the field and moves on to the dates.
  useEffect(() => {
    if (!picked) return;
    setValue('destination', picked.name, { shouldValidate: false });
    clearErrors('destination');
    setFocus('dates');
  }, [picked, setValue, clearErrors, setFocus]);

  const { generate, isPending } = useGeneratePlan({
    onPlanned,
    onFieldErrors: (error) => {
      const landed = applyServerFieldErrors(error, quickStartFieldOf, setError);
      const first = fieldOrder.find((field) => landed.includes(field));
      if (first) setFocus(first);
      return landed.length > 0;
    },
  });
  const onSubmit = handleSubmit((values) => {
    if (isPending) return;
    const request = toQuickStartRequest(values, now());
    if (request) generate(request);
  });

  const dates = watch('dates');
  const reading = readTripDates(dates, now());
  const budget = watch('budget');
  // What the dates were read as, or why they cannot be a trip, as they are typed.
  const datesHint = !reading
    ? t('quickStart.datesHint')
    : reading.ok
      ? t('quickStart.parsed', {
          start: formatDay(reading.startDate),
          end: formatDay(reading.endDate),
          count: rangeDays(reading),
        })
      : reading.problem === 'unreadable'
        ? t('quickStart.unparsed')
        : reading.problem === 'notADay'
          ? t('quickStart.notADayNamed', { text: reading.text })
          : plannerMessage(dateProblemMessages[reading.problem]);
  const stylesError = plannerMessage(errors.styles?.message ?? errors.styles?.root?.message);
  const budgetError = plannerMessage(errors.budget?.message);

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="quick-start-heading"
      className="space-y-6"
    >
      <div className="grid gap-5 md:grid-cols-2">
        <Controller
          control={control}
          name="destination"
          render={({ field }) => (
            <Field label={t('quickStart.destination')} error={plannerMessage(errors.destination?.message)}>
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
        <Field
          label={t('quickStart.dates')}
          hint={<span data-testid="parsed-dates">{datesHint}</span>}
          error={plannerMessage(errors.dates?.message)}
        >
          <Input autoComplete="off" placeholder={t('quickStart.datesPlaceholder')} {...register('dates')} />
        </Field>
        <Field label={t('fields.travelers')} error={plannerMessage(errors.travelers?.message)}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={PLAN_MAX_TRAVELERS}
            step={1}
            {...register('travelers')}
          />
        </Field>
        <Controller
          control={control}
          name="tier"
          render={({ field }) => (
            <TierSlider
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              error={plannerMessage(errors.tier?.message)}
            />
          )}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('quickStart.styles')}</legend>
        <Controller
          control={control}
          name="styles"
          render={({ field }) => (
            <ul className="mt-3 flex flex-wrap gap-2">
              {TRAVEL_STYLES.map((style, index) => {
                const Icon = styleIcons[style];
                return (
                  <li key={style}>
                    <ToggleChip
                      ref={index === 0 ? field.ref : undefined}
                      pressed={field.value.includes(style)}
                      onToggle={() => field.onChange(toggleIn(field.value, style))}
                    >
                      <Icon aria-hidden="true" />
                      {t(`styles.${style}`)}
                    </ToggleChip>
                  </li>
                );
              })}
            </ul>
          )}
        />
        {stylesError ? (
          <p role="alert" className="mt-2 text-sm text-danger-600">
            {stylesError}
          </p>
        ) : null}
      </fieldset>
      {budget ? (
        <div>
          <p className="flex flex-wrap items-center gap-3 text-sm text-slate-800">
            <Heart aria-hidden="true" className="size-4 text-accent-600" />
            {t('quickStart.handedBudget', {
              budget: format({ amount: budget * 100, currency: 'USD' }, { whole: true }),
            })}
            <Controller
              control={control}
              name="budget"
              render={({ field }) => (
                <Button
                  ref={field.ref}
                  variant="link"
                  size="sm"
                  className="h-auto px-0"
                  onClick={() => setValue('budget', null)}
                >
                  {t('quickStart.dropBudget')}
                </Button>
              )}
            />
          </p>
          {budgetError ? (
            <p role="alert" className="mt-1 text-sm text-danger-600">
              {budgetError}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {/* Stays focusable while generating (aria-disabled); a second press is ignored. */}
        <Button
          type="submit"
          size="lg"
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          aria-disabled={isPending || undefined}
          aria-busy={isPending || undefined}
        >
          <Sparkles aria-hidden="true" />
          {isPending ? t('wizard.generating') : t('quickStart.generate')}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {isPending ? t('wizard.generatingStatus') : ''}
        </p>
      </div>
    </form>
  );
}
