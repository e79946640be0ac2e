import type { BookingListItem } from '@escazo/contracts/bookings';
import type { Money } from '@escazo/contracts/common';

export type DashboardFigures = {
  /** Confirmed bookings starting after today (the server's `upcoming`), soonest first. */
  upcoming: BookingListItem[];
  /** The five latest bookings, newest first. */
  recent: BookingListItem[];
  /** Bookings made this calendar year, any status. */
  bookingsThisYear: number;
  /**
   * Spent on this calendar year's bookings: what was charged less what was refunded (a cancellation's
   * kept fee counts, a pending hold has cost nothing yet), one sum per currency.
   */
  spentThisYear: Money[];
};

const RECENT = 5;

/** What the dashboard shows, worked out from the booking list; `today` ('YYYY-MM-DD') decides the year. */
export function dashboardFigures(bookings: readonly BookingListItem[], today: string): DashboardFigures {
  const year = today.slice(0, 4);
  const thisYear = bookings.filter((b) => b.createdAt.slice(0, 4) === year);
  const sums = new Map<string, number>();
  for (const b of thisYear)
    if (b.spent.amount > 0) sums.set(b.spent.currency, (sums.get(b.spent.currency) ?? 0) + b.spent.amount);
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
