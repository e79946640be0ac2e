import type { BookingListItem } from '@escazo/contracts/bookings';
import type { Db } from '@server/db/client.ts';
import type { Inventory } from '../inventory/public.ts';
import { moneyMoved, paymentsOfBookings } from '../payments/public.ts';
import { presentBookingListItem } from './presenter.ts';
import { listParts, type BookingRow } from './repository.ts';

/** The list items of some bookings (My Bookings, trips): their parts and money read in two queries. */
export async function presentListItems(
  db: Db,
  rows: readonly BookingRow[],
  inventory: Inventory,
  now: Date,
  today: string,
): Promise<BookingListItem[]> {
  const ids = rows.map((r) => r.id);
  const parts = await listParts(db, ids);
  const payments = await paymentsOfBookings(db, ids);
  return rows.map((row) =>
    presentBookingListItem(row, parts, moneyMoved(payments.get(row.id) ?? []), inventory, now, today),
  );
}
