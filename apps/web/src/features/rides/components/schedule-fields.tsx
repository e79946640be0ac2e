import { useTranslation } from 'react-i18next';
import { Field } from '@escazo/ui/field';
import { Select } from '@escazo/ui/input';
import type { ScheduleDay } from '../utils/schedule.ts';

type Props = {
  days: ScheduleDay[];
  day: string;
  slot: string;
  onDayChange: (day: string) => void;
  onSlotChange: (slot: string) => void;
  /** Without a city there is no time zone to schedule in. */
  disabled: boolean;
  hint?: string | undefined;
};

/** Schedule: a day (today and the next six) and a half-hour pick-up time on it. */
export function ScheduleFields({ days, day, slot, onDayChange, onSlotChange, disabled, hint }: Props) {
  const { t } = useTranslation('rides');
  const slots = days.find((d) => d.key === day)?.slots ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('book.date')}>
        <Select name="date" value={day} disabled={disabled} onChange={(e) => onDayChange(e.target.value)}>
          <option value="">{t('book.chooseDate')}</option>
          {days.map((d) => (
            <option key={d.key} value={d.key} disabled={d.slots.length === 0}>
              {d.slots.length === 0 ? t('book.noTimesLeft', { day: d.label }) : d.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('book.time')} hint={hint}>
        <Select
          name="time"
          value={slot}
          disabled={disabled || slots.length === 0}
          onChange={(e) => onSlotChange(e.target.value)}
        >
          <option value="">{t('book.chooseTime')}</option>
          {slots.map((s) => (
            <option key={s.iso} value={s.iso}>
              {s.label}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
