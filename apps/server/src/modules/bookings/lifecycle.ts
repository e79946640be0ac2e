import type { Take } from '@escazo/booking';
import { todayIso } from '@escazo/contracts/dates';
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { bookingEvents, bookings } from './schema.ts';
import { applySoldChange, releaseAvailability, type Inventory } from '../inventory/public.ts';
import { addEvents, bookingTakes, lockBooking, setStatus } from './repository.ts';

/**
 * A pay-later booking not paid by its hold's end: released and cancelled (event `expired`).
 * Returns false when there is nothing to do (paid, cancelled, or the hold still running).
 */
export async function expireHold(db: Db, inventory: Inventory, bookingId: string, now: Date): Promise<boolean> {
  const released = await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, null, bookingId);
    if (
      !booking ||
      booking.status !== 'pending' ||
      !booking.holdExpiresAt ||
      booking.holdExpiresAt.getTime() > now.getTime()
    )
      return null;
    const takes = (await bookingTakes(tx, bookingId)) as unknown as Take[];
    await releaseAvailability(tx, takes);
    await setStatus(tx, bookingId, 'cancelled', now, { holdExpiresAt: null });
    await addEvents(tx, bookingId, [{ kind: 'expired', status: 'cancelled', amount: null, createdAt: now }]);
    return takes;
  });
  if (!released) return false;
  applySoldChange(inventory, released, -1);
  return true;
}

/** Confirmed bookings (not rides) whose end date is behind become completed (event `completed`). Returns how many. */
export async function completeEndedBookings(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(bookings)
      .set({ status: 'completed', updatedAt: now })
      // A ride completes with the ride itself (modules/rides), never by the calendar.
      .where(and(eq(bookings.status, 'confirmed'), lt(bookings.endDate, todayIso(now)), ne(bookings.type, 'ride')))
      .returning({ id: bookings.id });
    if (ended.length)
      await tx
        .insert(bookingEvents)
        .values(ended.map((b) => ({ bookingId: b.id, kind: 'completed', status: 'completed', createdAt: now })));
    return ended.length;
  });
}
