import type { Db } from '@server/db/client.ts';
import { schedule, scheduleAll, type ScheduleInput } from '../jobs/public.ts';
import { repriceAfterChangeJob } from '../deals/public.ts';
import type { BookingRow } from './repository.ts';

/** Job kinds of the bookings module; each payload is `{ bookingId }` unless recurring, or `{ paymentId }` for a charge's reconcile. */
export const BOOKING_JOBS = {
  holdExpiring: 'booking.hold-expiring',
  holdExpire: 'booking.hold-expire',
  tripReminder: 'booking.trip-reminder',
  completeEnded: 'bookings.complete-ended',
  cleanup: 'bookings.cleanup',
  reconcileCharge: 'payments.reconcile',
  confirmedNotice: 'booking.confirmed-notice',
} as const;

const HOUR_MS = 3_600_000;
/** The hold-expiring reminder goes this long before the hold ends. */
export const HOLD_REMINDER_LEAD_MS = 2 * HOUR_MS;
/** Recurring daily work runs at this UTC hour. */
const DAILY_HOUR_UTC = 3;

export type BookingJobPayload = { bookingId: string };
export type ChargeJobPayload = { paymentId: string };

/** A pending charge still pending after this long belongs to a request that died (a live one finishes in seconds). */
export const STALE_PENDING_MS = 10 * 60_000;

/** The reconcile of a charge written pending at `now`, once it would be stale. */
export function chargeReconcileJob(paymentId: string, now: Date): ScheduleInput {
  const payload: ChargeJobPayload = { paymentId };
  const runAt = new Date(now.getTime() + STALE_PENDING_MS);
  return {
    kind: BOOKING_JOBS.reconcileCharge,
    runAt,
    payload,
    dedupeKey: `${BOOKING_JOBS.reconcileCharge}:${paymentId}`,
  };
}

/**
 * The confirmation's notification and e-mail (with the ticket PDF and calendar file), written in the
 * booking's own transaction: it survives a crash right after the commit, and the buyer's answer
 * does not wait for the documents to be made.
 */
function confirmedNoticeJob(bookingId: string, now: Date): ScheduleInput {
  const payload: BookingJobPayload = { bookingId };
  return {
    kind: BOOKING_JOBS.confirmedNotice,
    runAt: now,
    payload,
    dedupeKey: `${BOOKING_JOBS.confirmedNotice}:${bookingId}`,
  };
}

export async function scheduleConfirmedNotice(db: Db, bookingId: string, now: Date): Promise<void> {
  await schedule(db, confirmedNoticeJob(bookingId, now));
}

/** The trip reminder's moment: 09:00 UTC the day before the start date. */
export function tripReminderAt(startDate: string): Date {
  return new Date(Date.parse(`${startDate}T09:00:00Z`) - 24 * HOUR_MS);
}

/** A pending booking's reminder 2 hours before its hold ends (unless already past) and its expiry at the end. */
function holdJobs(booking: BookingRow, now: Date): ScheduleInput[] {
  const holdEnd = booking.holdExpiresAt;
  if (booking.status !== 'pending' || !holdEnd) return [];
  const payload: BookingJobPayload = { bookingId: booking.id };
  const reminderAt = new Date(holdEnd.getTime() - HOLD_REMINDER_LEAD_MS);
  const jobs: ScheduleInput[] = [];
  if (reminderAt.getTime() > now.getTime()) {
    jobs.push({
      kind: BOOKING_JOBS.holdExpiring,
      runAt: reminderAt,
      payload,
      dedupeKey: `${BOOKING_JOBS.holdExpiring}:${booking.id}`,
    });
  }
  jobs.push({
    kind: BOOKING_JOBS.holdExpire,
    runAt: holdEnd,
    payload,
    dedupeKey: `${BOOKING_JOBS.holdExpire}:${booking.id}`,
  });
  return jobs;
}

/** A confirmed booking's trip reminder, unless its moment has passed. */
function tripReminderJobs(booking: Pick<BookingRow, 'id' | 'status' | 'startDate'>, now: Date): ScheduleInput[] {
  if (booking.status !== 'confirmed') return [];
  const runAt = tripReminderAt(booking.startDate);
  if (runAt.getTime() <= now.getTime()) return [];
  return [
    {
      kind: BOOKING_JOBS.tripReminder,
      runAt,
      payload: { bookingId: booking.id },
      dedupeKey: `${BOOKING_JOBS.tripReminder}:${booking.id}`,
    },
  ];
}

export async function scheduleTripReminder(
  db: Db,
  booking: Pick<BookingRow, 'id' | 'status' | 'startDate'>,
  now: Date,
): Promise<void> {
  const [job] = tripReminderJobs(booking, now);
  if (job) await schedule(db, job);
}

/**
 * A new booking's jobs, in one statement: a pending one's hold reminder and expiry; a confirmed
 * one's trip reminder and the confirmation's notice; and a deals recompute a minute later (the
 * availability moved; a burst of bookings schedules one).
 */
export async function scheduleNewBookingJobs(db: Db, booking: BookingRow, now: Date): Promise<void> {
  const notice = booking.status === 'confirmed' ? [confirmedNoticeJob(booking.id, now)] : [];
  await scheduleAll(db, [
    ...holdJobs(booking, now),
    ...tripReminderJobs(booking, now),
    ...notice,
    repriceAfterChangeJob(now),
  ]);
}

/** The first daily run strictly after `now` (03:00 UTC). */
export function nextDailyRun(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DAILY_HOUR_UTC);
  return new Date(today > now.getTime() ? today : today + 24 * HOUR_MS);
}

/**
 * Schedules the next run of a daily job. The dedupe key names the run's day, so a start-up and the
 * previous run (whose own row is not done yet while it schedules) agree on one pending row.
 */
export async function scheduleNextDaily(db: Db, kind: string, now: Date): Promise<void> {
  const runAt = nextDailyRun(now);
  await schedule(db, { kind, runAt, dedupeKey: `${kind}:${runAt.toISOString().slice(0, 10)}` });
}
