import { useTranslation } from 'react-i18next';
import { cn } from '@escazo/ui/utils';
import { formatDayWithWeekday } from '@web/lib/format-date.ts';

/** The trip's days as toggle buttons; the chosen one is pressed. */
export function DayChooser({
  dates,
  value,
  onChange,
}: {
  dates: readonly string[];
  value: string | null;
  onChange: (date: string) => void;
}) {
  const { t } = useTranslation('itinerary');
  return (
    <div role="group" aria-label={t('days.label')} className="flex gap-2 overflow-x-auto pb-1">
      {dates.map((date, i) => (
        <button
          key={date}
          type="button"
          aria-pressed={date === value}
          onClick={() => onChange(date)}
          className={cn(
            'shrink-0 rounded-xl border px-3 py-2 text-left text-sm transition-colors',
            date === value
              ? 'border-primary-700 bg-primary-50 text-primary-800'
              : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          <span className="block font-semibold">{t('days.day', { number: i + 1 })}</span>
          <span className="block text-xs">{formatDayWithWeekday(date)}</span>
        </button>
      ))}
    </div>
  );
}
