import { formatDay } from '@web/lib/format-date.ts';

/** A calendar day as a <time> element: 'Dec 1, 2026'. */
export function Day({ value }: { value: string }) {
  return <time dateTime={value.slice(0, 10)}>{formatDay(value)}</time>;
}

/** The first and last day of a stay, trip or booking: 'Dec 1, 2026 – Dec 8, 2026'. */
export function DayRange({ start, end }: { start: string; end: string }) {
  return (
    <>
      <Day value={start} /> – <Day value={end} />
    </>
  );
}
