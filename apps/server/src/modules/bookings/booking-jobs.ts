import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client.ts';
import type { Inventory } from '../inventory/public.ts';
import type { PaymentProcessor } from '../payments/public.ts';
import {
  BOOKING_JOBS,
  scheduleNextDaily,
  type BookingJobPayload,
  type ChargeJobPayload,
} from './booking-jobs-schedule.ts';
import { cleanUpBookingLeftovers } from './cleanup.ts';
import { notifyConfirmed, notifyHoldExpiring, notifyTripTomorrow, type FollowThrough } from './follow-through.ts';
import { completeEndedBookings, expireHold } from './lifecycle.ts';
import { reconcileCharge } from './reconciler.ts';
import { findBookingById } from './repository.ts';

const bookingIdOf = (payload: unknown) => (payload as BookingJobPayload).bookingId;

/**
 * The bookings module's scheduled work on `app.jobs`. Each booking job checks the booking's status
 * when it runs (a paid or cancelled booking gets no hold reminder, expiry or trip reminder); the
 * daily jobs schedule their next run (the server schedules the first at start-up:
 * `scheduleDailyBookingJobs`). A charge's reconcile gives back a charge still pending 10 minutes
 * after it was written (its booking never committed).
 */
export function registerBookingJobs(
  app: FastifyInstance,
  ctx: FollowThrough,
  inventory: () => Inventory,
  processor: PaymentProcessor,
): void {
  app.jobs.handle(BOOKING_JOBS.holdExpiring, async (payload, { now }) => {
    const booking = await findBookingById(ctx.db, bookingIdOf(payload));
    if (booking?.status === 'pending' && booking.holdExpiresAt && booking.holdExpiresAt.getTime() > now.getTime())
      await notifyHoldExpiring(ctx, booking, now);
  });
  app.jobs.handle(BOOKING_JOBS.holdExpire, async (payload, { now }) => {
    await expireHold(ctx.db, inventory(), bookingIdOf(payload), now);
  });
  // A booking cancelled before its notice ran is not announced as confirmed: the cancellation's own
  // notification follows.
  app.jobs.handle(BOOKING_JOBS.confirmedNotice, async (payload, { now }) => {
    const booking = await findBookingById(ctx.db, bookingIdOf(payload));
    if (booking?.status === 'confirmed' || booking?.status === 'completed') await notifyConfirmed(ctx, booking, now);
  });
  app.jobs.handle(BOOKING_JOBS.tripReminder, async (payload, { now }) => {
    const booking = await findBookingById(ctx.db, bookingIdOf(payload));
    if (booking?.status === 'confirmed') await notifyTripTomorrow(ctx, booking, now);
  });
  app.jobs.handle(BOOKING_JOBS.reconcileCharge, async (payload, { now, log }) => {
    await reconcileCharge(ctx.db, processor, (payload as ChargeJobPayload).paymentId, now, log);
  });
  app.jobs.handle(BOOKING_JOBS.completeEnded, async (_payload, { now, log }) => {
    const completed = await completeEndedBookings(ctx.db, now);
    log?.info({ completed }, 'ended bookings completed');
    await scheduleNextDaily(ctx.db, BOOKING_JOBS.completeEnded, now);
  });
  app.jobs.handle(BOOKING_JOBS.cleanup, async (_payload, { now, log }) => {
    log?.info(await cleanUpBookingLeftovers(ctx.db, now), 'expired offers and old idempotency keys deleted');
    await scheduleNextDaily(ctx.db, BOOKING_JOBS.cleanup, now);
  });
}

/** The daily jobs' next runs, unless already pending (server start-up; tests build apps without them). */
export async function scheduleDailyBookingJobs(db: Db, now: Date): Promise<void> {
  await scheduleNextDaily(db, BOOKING_JOBS.completeEnded, now);
  await scheduleNextDaily(db, BOOKING_JOBS.cleanup, now);
}
