import { count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminBookingsQuery } from '@escazo/contracts/admin';
import type { Db } from '../../../db/client.ts';
import { bookingTravellers, bookings, users } from '../../../db/schema.ts';

/** LIKE wildcards in the search text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A confirmation code exactly (any case), or part of an e-mail, the account holder's or a traveller's name. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  const travellerMatches = sql`exists (select 1 from ${bookingTravellers} t where t.booking_id = bookings.id and (t.first_name || ' ' || t.last_name) ilike ${pattern})`;
  return or(
    eq(bookings.confirmationCode, q.toUpperCase()),
    ilike(users.email, pattern),
    ilike(bookings.contactEmail, pattern),
    ilike(users.name, pattern),
    travellerMatches,
  );
}

const travellerNames = sql<
  string[]
>`(select coalesce(json_agg(t.first_name || ' ' || t.last_name order by t.position), '[]'::json) from ${bookingTravellers} t where t.booking_id = bookings.id)`;

export type AdminBookingRow = {
  booking: typeof bookings.$inferSelect;
  user: { id: string; name: string; email: string };
  travellerNames: string[];
};

/** One page of bookings of every account, newest first, with the total that matches. */
export async function searchBookings(
  db: Db,
  query: AdminBookingsQuery,
): Promise<{ rows: AdminBookingRow[]; total: number }> {
  const where = searchCondition(query.q);
  const rows = await db
    .select({ booking: bookings, user: { id: users.id, name: users.name, email: users.email }, travellerNames })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db
    .select({ total: count() })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function findAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
