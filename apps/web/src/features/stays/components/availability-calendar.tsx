import { useTranslation } from 'react-i18next';
import { cn } from '@escazo/ui/utils';

type Night = { date: string; available: boolean };
type Props = {
  nights: Night[];
  checkIn?: string | undefined;
  checkOut?: string | undefined;
  /** A free night was picked. */
  onPick: (date: string) => void;
};

const monthKey = (date: string) => date.slice(0, 7);
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
/** The first night of a month sits under its weekday (Sunday first). */
const columnStart = [
  'col-start-1',
  'col-start-2',
  'col-start-3',
  'col-start-4',
  'col-start-5',
  'col-start-6',
  'col-start-7',
];

/** Free and booked nights by month; a free night is a button that sets the dates. */
export function AvailabilityCalendar({ nights, checkIn, checkOut, onPick }: Props) {
  const { t, i18n } = useTranslation('stays');
  const months = new Map<string, Night[]>();
  for (const night of nights) {
    const list = months.get(monthKey(night.date));
    if (list) list.push(night);
    else months.set(monthKey(night.date), [night]);
  }
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dayName = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'narrow', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 7 + i)),
    ),
  );
  const chosen = (date: string) => checkIn !== undefined && date >= checkIn && date < (checkOut ?? checkIn);

  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {[...months.entries()].map(([key, list]) => (
        <section key={key} aria-label={monthName.format(utc(`${key}-01`))}>
          <h3 className="mb-2 font-semibold text-slate-900">{monthName.format(utc(`${key}-01`))}</h3>
          <div aria-hidden="true" className="grid grid-cols-7 text-center text-xs font-medium text-slate-500">
            {weekdays.map((day, i) => (
              <span key={i}>{day}</span>
            ))}
          </div>
          <ol className="grid grid-cols-7 gap-1">
            {list.map((night, i) => {
              const label = t(night.available ? 'calendar.free' : 'calendar.booked', {
                date: dayName.format(utc(night.date)),
              });
              const day = utc(night.date).getUTCDate();
              const start = i === 0 ? columnStart[utc(night.date).getUTCDay()] : undefined;
              return (
                <li key={night.date} className={start}>
                  {night.available ? (
                    <button
                      type="button"
                      aria-label={label}
                      aria-pressed={chosen(night.date)}
                      onClick={() => onPick(night.date)}
                      className={cn(
                        'tabular flex h-9 w-full items-center justify-center rounded-lg text-sm font-medium',
                        chosen(night.date)
                          ? 'bg-primary-700 text-white'
                          : 'bg-green-50 text-green-800 hover:bg-green-100',
                      )}
                    >
                      {day}
                    </button>
                  ) : (
                    <span
                      aria-label={label}
                      role="img"
                      className="tabular flex h-9 items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-500 line-through"
                    >
                      {day}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
