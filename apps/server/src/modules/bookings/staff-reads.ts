import { and, count, desc, eq, gte, ilike, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AdminBookingsQuery } from '@escazo/contracts/admin';
import type { Db } from '@server/db/client.ts';
import { countPerDay } from '@server/lib/count-per-day.ts';
import { accountsView } from '../auth/public.ts';
import { bookingTravellers, bookings } from './schema.ts';

// What staff screens, trends and recommendations read of every account's bookings.
const RECENT_LIMIT = 20;

/** LIKE wildcards in the search text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type StaffBookingRow = {
  booking: typeof bookings.$inferSelect;
  user: { id: string; name: string; email: string };
  travellerNames: string[];
};

/** One page of bookings of every account, newest first, with the total that matches. */
export async function searchAllBookings(
  db: Db,
  query: AdminBookingsQuery,
): Promise<{ rows: StaffBookingRow[]; total: number }> {
  const account = accountsView(db);
  let where: SQL | undefined;
  if (query.q) {
    // A confirmation code exactly (any case), or part of an e-mail, the account holder's or a traveller's name.
    const pattern = likePattern(query.q);
    where = or(
      eq(bookings.confirmationCode, query.q.toUpperCase()),
      ilike(account.email, pattern),
      ilike(bookings.contactEmail, pattern),
      ilike(account.name, pattern),
      sql`exists (select 1 from ${bookingTravellers} t where t.booking_id = bookings.id and (t.first_name || ' ' || t.last_name) ilike ${pattern})`,
    );
  }
  const travellerNames = sql<
    string[]
  >`(select coalesce(json_agg(t.first_name || ' ' || t.last_name order by t.position), '[]'::json) from ${bookingTravellers} t where t.booking_id = bookings.id)`;
  const rows = await db
    .select({ booking: bookings, user: { id: account.id, name: account.name, email: account.email }, travellerNames })
    .from(bookings)
    .innerJoin(account, eq(account.id, bookings.userId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db
    .select({ total: count() })
    .from(bookings)
    .innerJoin(account, eq(account.id, bookings.userId))
    .where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** How many bookings the account (a user id column or value in the outer query) has. */
export function bookingCountOf(userId: SQLWrapper): SQL<number> {
  return sql<number>`(select count(*)::int from ${bookings} where ${bookings.userId} = ${userId})`;
}

/** The account's latest bookings, newest first. */
export function recentBookingsOf(db: Db, userId: string) {
  return db
    .select({
      id: bookings.id,
      confirmationCode: bookings.confirmationCode,
      type: bookings.type,
      title: bookings.title,
      status: bookings.status,
      totalAmount: bookings.totalAmount,
      currency: bookings.currency,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt))
    .limit(RECENT_LIMIT);
}

export async function countBookings(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookings);
  return row!.n;
}

/** Bookings made per UTC day in [from, to). */
export function bookingsPerDay(db: Db, from: Date, to: Date): Promise<Map<string, number>> {
  return countPerDay(db, bookings, bookings.createdAt, from, to);
}

/**
 * Bookings created since `since` per destination text ('Paris, France'): of these statuses, or
 * every status but cancelled.
 */
export async function bookingsPerDestinationSince(
  db: Db,
  since: Date,
  statuses?: readonly string[],
): Promise<Map<string, number>> {
  const status = statuses ? inArray(bookings.status, [...statuses]) : ne(bookings.status, 'cancelled');
  const rows = await db
    .select({ destination: bookings.destination, count: count() })
    .from(bookings)
    .where(and(gte(bookings.createdAt, since), status))
    .groupBy(bookings.destination);
  return new Map(rows.map((row) => [row.destination, Number(row.count)]));
}

/** A booking of these statuses as a traveller profile reads it: its type, destination text, first day and product. */
export type BookingTrace = { type: string; destination: string; startDate: string; product: Record<string, unknown> };

/** The user's bookings of these statuses. */
export function bookingTracesOf(db: Db, userId: string, statuses: readonly string[]): Promise<BookingTrace[]> {
  return db
    .select({
      type: bookings.type,
      destination: bookings.destination,
      startDate: bookings.startDate,
      product: bookings.product,
    })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), inArray(bookings.status, [...statuses])));
}
