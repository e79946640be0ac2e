import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import {
  cruiseDurations,
  cruiseLines,
  cruisePassengerLimits,
  cruiseRegionNames,
  cruiseRegions,
  cruiseSearchRequestSchema,
} from '@escazo/contracts/search-cruises';
import { Button } from '@escazo/ui/button';
import { Field } from '@escazo/ui/field';
import { Select } from '@escazo/ui/input';
import { translateValidation } from '@web/lib/i18n.ts';
import { nextMonths, type CruiseFormValues } from '../utils/cruise-search-params.ts';

type Props = { initial: CruiseFormValues; onSearch: (values: CruiseFormValues) => void };
type Name = keyof CruiseFormValues;

const passengerOptions = Array.from({ length: cruisePassengerLimits.max }, (_, i) => String(i + 1));

/** 'Find Cruises': destination, cruise line (Any), month, duration (Any), passengers 1-8 (default 2). */
export function CruiseSearchForm({ initial, onSearch }: Props) {
  const { t, i18n } = useTranslation('cruises');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const months = nextMonths();
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' });
  const set = (patch: Partial<CruiseFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = cruiseSearchRequestSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Name, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Name] ??= translateValidation(issue.message);
      setErrors(next);
      return;
    }
    setErrors({});
    onSearch(values);
  };

  return (
    <form
      role="search"
      aria-labelledby="find-cruises"
      noValidate
      onSubmit={submit}
      className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)] sm:p-5"
    >
      <h2 id="find-cruises" className="mb-4 text-xl font-bold text-slate-900">
        {t('form.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-start">
        <Field label={t('form.destination')} error={errors.destination}>
          <Select name="destination" value={values.destination} onChange={(e) => set({ destination: e.target.value })}>
            <option value="">{t('form.choose')}</option>
            {cruiseRegions.map((r) => (
              <option key={r} value={r}>
                {cruiseRegionNames[r]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.cruiseLine')} optional={t('form.optional')}>
          <Select name="cruiseLine" value={values.cruiseLine} onChange={(e) => set({ cruiseLine: e.target.value })}>
            <option value="any">{t('form.any')}</option>
            {cruiseLines.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.month')} error={errors.month}>
          <Select name="month" value={values.month} onChange={(e) => set({ month: e.target.value })}>
            <option value="">{t('form.choose')}</option>
            {months.map((m) => (
              <option key={m} value={m}>
                {monthName.format(new Date(Number(m.slice(0, 4)), Number(m.slice(5)) - 1, 1))}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.duration')} optional={t('form.optional')}>
          <Select name="duration" value={values.duration} onChange={(e) => set({ duration: e.target.value })}>
            <option value="any">{t('form.any')}</option>
            {cruiseDurations.map((d) => (
              <option key={d} value={d}>
                {t('form.nights', { range: d })}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.passengers')} error={errors.passengers}>
          <Select name="passengers" value={values.passengers} onChange={(e) => set({ passengers: e.target.value })}>
            {passengerOptions.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="mt-4 flex justify-end">
        <Button type="submit" className="w-full sm:w-auto">
          <Search aria-hidden="true" />
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
