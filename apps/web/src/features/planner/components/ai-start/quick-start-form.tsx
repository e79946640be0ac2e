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
import { formatDay } from '../../../../lib/format-date.ts';
import { i18n, translateValidation } from '../../../../lib/i18n.ts';
import { useFormatMoney } from '../../../../lib/use-format-money.ts';
import { useGeneratePlan } from '../../hooks/use-generate-plan.ts';
import { parseDateRange, rangeDays } from '../../utils/date-range.ts';
import { emptyQuickStart, quickStartFieldOf, quickStartSchema, toQuickStartRequest, type QuickStartValues } from '../../utils/quick-start-form.ts';
import { DestinationField } from '../destination-field.tsx';
import { ToggleChip } from '../toggle-chip.tsx';
import { TierSlider } from './tier-slider.tsx';

const styleIcons: Record<TravelStyle, typeof Compass> = {
  adventure: Mountain,
  relaxation: Sun,
  culture: Landmark,
  food: UtensilsCrossed,
  nature: Compass,
  urban: Building2,
};

/** A message key of this page or of the shared validation catalogue. */
const message = (key: string | undefined) => (key && i18n.exists(key, { ns: 'planner' }) ? i18n.t(key, { ns: 'planner' }) : translateValidation(key));

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
  const form = useForm<QuickStartValues>({ resolver: zodResolver(quickStartSchema(now)), defaultValues: { ...emptyQuickStart, ...initial } });
  const { register, control, watch, setValue, setError, handleSubmit, formState: { errors } } = form;

  useEffect(() => {
    if (picked) setValue('destination', picked.name, { shouldValidate: false });
  }, [picked, setValue]);

  const { generate, isPending } = useGeneratePlan({
    onPlanned,
    onFieldErrors: (error) => {
      let focused = false;
      for (const field of error.fields) {
        const name = quickStartFieldOf(field.path);
        if (!name) continue;
        setError(name, { type: 'server', message: field.code }, { shouldFocus: !focused });
        focused = true;
      }
    },
  });
  const onSubmit = handleSubmit((values) => {
    const request = toQuickStartRequest(values, now());
    if (request) generate(request);
  });

  const dates = watch('dates');
  const range = parseDateRange(dates, now());
  const budget = watch('budget');
  const datesHint = range
    ? t('quickStart.parsed', { start: formatDay(range.startDate), end: formatDay(range.endDate), count: rangeDays(range) })
    : dates.trim()
      ? t('quickStart.unparsed')
      : t('quickStart.datesHint');

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="quick-start-heading" className="space-y-6">
      <div className="grid gap-5 md:grid-cols-2">
        <Controller
          control={control}
          name="destination"
          render={({ field }) => (
            <Field label={t('quickStart.destination')} error={message(errors.destination?.message)}>
              <DestinationField value={field.value} onChange={field.onChange} name={field.name} placeholder={t('fields.destinationPlaceholder')} />
            </Field>
          )}
        />
        <Field label={t('quickStart.dates')} hint={<span data-testid="parsed-dates">{datesHint}</span>} error={message(errors.dates?.message)}>
          <Input autoComplete="off" placeholder={t('quickStart.datesPlaceholder')} {...register('dates')} />
        </Field>
        <Field label={t('fields.travelers')} error={message(errors.travelers?.message)}>
          <Input type="number" inputMode="numeric" min={1} max={PLAN_MAX_TRAVELERS} step={1} {...register('travelers')} />
        </Field>
        <Controller control={control} name="tier" render={({ field }) => <TierSlider value={field.value} onChange={field.onChange} />} />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('quickStart.styles')}</legend>
        <Controller
          control={control}
          name="styles"
          render={({ field }) => (
            <ul className="mt-3 flex flex-wrap gap-2">
              {TRAVEL_STYLES.map((style) => {
                const Icon = styleIcons[style];
                const on = field.value.includes(style);
                return (
                  <li key={style}>
                    <ToggleChip pressed={on} onToggle={() => field.onChange(on ? field.value.filter((s) => s !== style) : [...field.value, style])}>
                      <Icon aria-hidden="true" />
                      {t(`styles.${style}`)}
                    </ToggleChip>
                  </li>
                );
              })}
            </ul>
          )}
        />
      </fieldset>
      {budget ? (
        <p className="flex flex-wrap items-center gap-3 text-sm text-slate-800">
          <Heart aria-hidden="true" className="size-4 text-accent-600" />
          {t('quickStart.handedBudget', { budget: format({ amount: budget * 100, currency: 'USD' }, { whole: true }) })}
          <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setValue('budget', null)}>{t('quickStart.dropBudget')}</Button>
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={isPending} aria-busy={isPending || undefined}>
          <Sparkles aria-hidden="true" />
          {isPending ? t('wizard.generating') : t('quickStart.generate')}
        </Button>
        <p role="status" className="text-sm text-slate-700">{isPending ? t('wizard.generatingStatus') : ''}</p>
      </div>
    </form>
  );
}
