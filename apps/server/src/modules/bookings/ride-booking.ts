import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { addEvents } from './repository.ts';
import { bookings, type bookingEvents } from './schema.ts';

type NewEvent = Omit<typeof bookingEvents.$inferInsert, 'bookingId'>;

/**
 * A confirmed booking ends (`completed`, or `cancelled`) with its events, in the caller's
 * transaction; only from `confirmed`, so two callers never end it twice. False when it had ended.
 */
export async function closeBooking(
  tx: Db,
  bookingId: string,
  status: 'completed' | 'cancelled',
  events: NewEvent[],
  now: Date,
): Promise<boolean> {
  const done = await tx
    .update(bookings)
    .set({ status, updatedAt: now })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'confirmed')))
    .returning({ id: bookings.id });
  if (done.length) await addEvents(tx, bookingId, events);
  return done.length === 1;
}

/** A ride booking's product names its current driver (the card the traveller sees). */
export async function setBookingDriver(tx: Db, bookingId: string, driver: unknown, now: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ product: sql`jsonb_set(${bookings.product}, '{driver}', ${JSON.stringify(driver)}::jsonb)`, updatedAt: now })
    .where(eq(bookings.id, bookingId));
}

/** A read-only view of every booking's id, destination and status, to join a listing on. */
export function bookingStatusView(db: Db) {
  return db
    .select({ id: bookings.id, destination: bookings.destination, status: bookings.status })
    .from(bookings)
    .as('booking_status');
}
