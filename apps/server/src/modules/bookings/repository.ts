import { and, asc, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { bookingEvents, bookingItems, bookingTravellers, bookings } from './schema.ts';
import { bookingPayments, type PaymentRow } from '../payments/public.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type { PaymentRow };

/**
 * Writes a booking and its items, travellers and events in one statement (the parts in the order
 * given). Null when the confirmation code is already taken: nothing is written and the caller
 * tries another code.
 */
export async function insertBookingGraph(
  tx: Db,
  booking: typeof bookings.$inferInsert,
  items: Record<string, unknown>[],
  travellers: Omit<typeof bookingTravellers.$inferInsert, 'bookingId'>[],
  events: Omit<typeof bookingEvents.$inferInsert, 'bookingId'>[],
): Promise<BookingRow | null> {
  const inserted = tx
    .$with('new_booking')
    .as(tx.insert(bookings).values(booking).onConflictDoNothing({ target: bookings.confirmationCode }).returning());
  // Each part is written only with the booking: they select its id from the row it returned.
  const itemRows = tx.$with('new_items', {}).as(sql`
    insert into booking_items (booking_id, take)
    select b.id, x.take from new_booking b, jsonb_array_elements(${JSON.stringify(items)}::jsonb) with ordinality as x(take, n) order by x.n`);
  const travellerRows = tx.$with('new_travellers', {}).as(sql`
    insert into booking_travellers (booking_id, position, first_name, last_name, date_of_birth, age_band)
    select b.id, (x.t->>'position')::smallint, x.t->>'firstName', x.t->>'lastName', (x.t->>'dateOfBirth')::date, x.t->>'ageBand'
    from new_booking b, jsonb_array_elements(${JSON.stringify(travellers)}::jsonb) as x(t)`);
  const eventRows = tx.$with('new_events', {}).as(sql`
    insert into booking_events (booking_id, kind, status, amount, created_at)
    select b.id, x.e->>'kind', x.e->>'status', (x.e->>'amount')::integer, coalesce((x.e->>'createdAt')::timestamptz, now())
    from new_booking b, jsonb_array_elements(${JSON.stringify(events)}::jsonb) with ordinality as x(e, n) order by x.n`);
  const [row] = await tx.with(inserted, itemRows, travellerRows, eventRows).select().from(inserted);
  return row ?? null;
}

export async function addEvents(
  tx: Db,
  bookingId: string,
  events: Omit<typeof bookingEvents.$inferInsert, 'bookingId'>[],
) {
  if (events.length) await tx.insert(bookingEvents).values(events.map((e) => ({ ...e, bookingId })));
}

export async function setStatus(
  tx: Db,
  id: string,
  status: string,
  now: Date,
  extra: Partial<typeof bookings.$inferInsert> = {},
) {
  await tx
    .update(bookings)
    .set({ status, updatedAt: now, ...extra })
    .where(eq(bookings.id, id));
}

/** The caller's booking, locked for the rest of the transaction. */
export async function lockBooking(tx: Db, userId: string | null, id: string): Promise<BookingRow | undefined> {
  const where = userId ? and(eq(bookings.id, id), eq(bookings.userId, userId)) : eq(bookings.id, id);
  const [row] = await tx.select().from(bookings).where(where).for('update');
  return row;
}

export async function findBooking(db: Db, userId: string, id: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId)));
  return row;
}

export async function listBookings(
  db: Db,
  userId: string,
  filter: { status?: string; q?: string; today: string; now: Date },
): Promise<BookingRow[]> {
  const conditions: (SQL | undefined)[] = [eq(bookings.userId, userId)];
  // The same rule as isUpcoming: a later day, or later today.
  if (filter.status === 'upcoming')
    conditions.push(
      eq(bookings.status, 'confirmed'),
      or(gt(bookings.startDate, filter.today), gt(bookings.startsAt, filter.now)),
    );
  else if (filter.status) conditions.push(eq(bookings.status, filter.status));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(bookings.title, pattern), ilike(bookings.destination, pattern)));
  }
  return db
    .select()
    .from(bookings)
    .where(and(...conditions))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(200);
}

export async function bookingParts(db: Db, id: string) {
  const [items, travellers, events, paymentRows] = await Promise.all([
    db.select().from(bookingItems).where(eq(bookingItems.bookingId, id)).orderBy(asc(bookingItems.id)),
    db
      .select()
      .from(bookingTravellers)
      .where(eq(bookingTravellers.bookingId, id))
      .orderBy(asc(bookingTravellers.position)),
    db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id)).orderBy(asc(bookingEvents.id)),
    bookingPayments(db, id),
  ]);
  return { items, travellers, events, payments: paymentRows };
}

export async function bookingTakes(db: Db, bookingId: string): Promise<Record<string, unknown>[]> {
  const rows = await db
    .select({ take: bookingItems.take })
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, bookingId))
    .orderBy(asc(bookingItems.id));
  return rows.map((r) => r.take);
}

/** Any user's booking, by id (scheduled jobs, which act for no request). */
export async function findBookingById(db: Db, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** The id and confirmation code of a booking (what an offer's answers name it by), or null. */
export async function findBookingSummary(db: Db, id: string): Promise<{ id: string; confirmationCode: string } | null> {
  const [row] = await db
    .select({ id: bookings.id, confirmationCode: bookings.confirmationCode })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row ?? null;
}

/** The takes and traveller names of many bookings at once, by booking id (travellers in order). */
export async function listParts(db: Db, ids: readonly string[]) {
  const takes = new Map<string, Record<string, unknown>[]>();
  const names = new Map<string, string[]>();
  if (!ids.length) return { takes, names };
  const [items, travellers] = await Promise.all([
    db
      .select({ bookingId: bookingItems.bookingId, take: bookingItems.take })
      .from(bookingItems)
      .where(inArray(bookingItems.bookingId, [...ids]))
      .orderBy(asc(bookingItems.id)),
    db
      .select()
      .from(bookingTravellers)
      .where(inArray(bookingTravellers.bookingId, [...ids]))
      .orderBy(asc(bookingTravellers.position)),
  ]);
  for (const i of items) takes.set(i.bookingId, [...(takes.get(i.bookingId) ?? []), i.take]);
  for (const t of travellers)
    names.set(t.bookingId, [...(names.get(t.bookingId) ?? []), `${t.firstName} ${t.lastName}`]);
  return { takes, names };
}

/** The offer ids bookings were made from (a query, to filter by). */
export function bookedOfferIds(db: Db) {
  return db.select({ id: bookings.offerId }).from(bookings);
}
