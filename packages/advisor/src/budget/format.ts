const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** USD cents as the contracts' money. */
export const usd = (amount: number) => ({ amount, currency: 'USD' });

/** Estimates are written in whole units of their currency ($1,235). */
export const WHOLE = { whole: true } as const;

/** A small fare keeps its cents, so one under $10 never reads "$0" ($0.45, $3); a larger one is whole ($13). */
export const fareFormat = (cents: number) => (cents < 1000 ? {} : WHOLE);

/** "a, b and c". */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Months 1-12 as ranges, a range running on across December: [4, 5, 6, 9, 10] → "April-June and
 * September-October"; [11, 12, 1, 2] → "November-February"; every month → "all year".
 */
export function monthRanges(months: readonly number[]): string {
  const set = new Set(months.filter((m) => m >= 1 && m <= 12));
  if (set.size === 12) return 'all year';
  if (set.size === 0) return '';
  // Start each range at a month whose previous month is not in the set (wrapping December → January).
  const ranges: string[] = [];
  for (let month = 1; month <= 12; month++) {
    if (!set.has(month) || set.has(month === 1 ? 12 : month - 1)) continue;
    let end = month;
    while (set.has((end % 12) + 1)) end = (end % 12) + 1;
    ranges.push(end === month ? MONTHS[month - 1]! : `${MONTHS[month - 1]}-${MONTHS[end - 1]}`);
  }
  return joinAnd(ranges);
}

/** The month (1-12) of an ISO day. */
export const monthOf = (isoDay: string) => Number(isoDay.slice(5, 7));

/** An ISO day for a sentence: '2030-12-12' → "12 Dec". */
export const formatDay = (isoDay: string) =>
  `${Number(isoDay.slice(8, 10))} ${MONTHS[monthOf(isoDay) - 1]!.slice(0, 3)}`;
