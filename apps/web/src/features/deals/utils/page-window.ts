/**
 * The page numbers a pager shows: the first, the last and two either side of the current page,
 * with null where numbers are left out ([1, null, 4, 5, 6, 7, 8, null, 20]).
 */
export function pageWindow(page: number, pageCount: number, around = 2): (number | null)[] {
  const shown = new Set<number>([1, pageCount]);
  for (let n = page - around; n <= page + around; n += 1) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const last = out.at(-1);
    if (typeof last === 'number' && n - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && n - last > 2) out.push(null);
    out.push(n);
  }
  return out;
}
