import type { BookingListItem } from '@escazo/contracts/bookings';
import type { Money } from '@escazo/contracts/common';

export type DashboardFigures = {
  /** Confirmed bookings starting after today (the server's `upcoming`), soonest first. */
  upcoming: BookingListItem[];
  /** The five latest bookings, newest first. */
  recent: BookingListItem[];
  /** Bookings made this calendar year, any status. */
  bookingsThisYear: number;
  /** Paid this calendar year (confirmed and completed bookings), one sum per currency. */
  spentThisYear: Money[];
};

const RECENT = 5;
const paid = new Set(['confirmed', 'completed']);

/** What the dashboard shows, worked out from the booking list; `today` ('YYYY-MM-DD') decides the year. */
export function dashboardFigures(bookings: readonly BookingListItem[], today: string): DashboardFigures {
  const year = today.slice(0, 4);
  const thisYear = bookings.filter((b) => b.createdAt.slice(0, 4) === year);
  const sums = new Map<string, number>();
  for (const b of thisYear)
    if (paid.has(b.status)) sums.set(b.total.currency, (sums.get(b.total.currency) ?? 0) + b.total.amount);
  return {
    upcoming: bookings
      .filter((b) => b.upcoming)
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id)),
    recent: [...bookings]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .slice(0, RECENT),
    bookingsThisYear: thisYear.length,
    spentThisYear: [...sums].map(([currency, amount]) => ({ currency, amount })),
  };
}
