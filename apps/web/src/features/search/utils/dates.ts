/** 'YYYY-MM-DD' of a local date. */
export function isoDay(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${m}-${d}`;
}

/** Today plus `days`, as 'YYYY-MM-DD' in the traveller's own time zone. */
export function dayFromToday(days: number, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return isoDay(date);
}

/** Adds days to an ISO day ('2026-12-30' + 3 = '2027-01-02'). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return isoDay(new Date(y, m - 1, d + days));
}
