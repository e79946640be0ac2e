import { useTranslation } from 'react-i18next';
import type { PlanSummary } from '@escazo/contracts/planning';
import { Field } from '@escazo/ui/field';
import { Select } from '@escazo/ui/input';
import { formatDay } from '@web/lib/format-date.ts';

/** The trip selector: every planned trip of the user, soonest first. */
export function TripSelector({
  plans,
  value,
  onChange,
}: {
  plans: readonly PlanSummary[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('itinerary');
  const listed = plans.some((p) => p.id === value);
  return (
    <Field label={t('selector.label')} className="max-w-md">
      <Select value={listed ? value : ''} onChange={(e) => onChange(e.target.value)}>
        {listed ? null : (
          <option value="" disabled>
            {t('selector.choose')}
          </option>
        )}
        {plans.map((p) => (
          <option key={p.id} value={p.id}>
            {t('selector.option', { name: p.name, dates: `${formatDay(p.startDate)} – ${formatDay(p.endDate)}` })}
          </option>
        ))}
      </Select>
    </Field>
  );
}
