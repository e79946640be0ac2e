import type { Db } from '@server/db/client.ts';
import { countFailedSignIns, failedSignInsPerDay } from '../../audit/public.ts';
import { countAccounts, countUnexpiredSessions, signUpsPerDay } from '../../auth/public.ts';
import { bookingsPerDay, countBookings } from '../../bookings/public.ts';

const HOUR_MS = 60 * 60 * 1000;

export type OverviewCounts = {
  activeSessions: number;
  failedSignIns24h: number;
  usersTotal: number;
  bookingsTotal: number;
};

export async function overviewCounts(db: Db, now: Date): Promise<OverviewCounts> {
  const since = new Date(now.getTime() - 24 * HOUR_MS);
  const [activeSessions, failedSignIns24h, usersTotal, bookingsTotal] = await Promise.all([
    countUnexpiredSessions(db, now),
    countFailedSignIns(db, since, now),
    countAccounts(db),
    countBookings(db),
  ]);
  return { activeSessions, failedSignIns24h, usersTotal, bookingsTotal };
}

export async function dailyCounts(db: Db, from: Date, to: Date) {
  const [signUps, bookingsMade, failedSignIns] = await Promise.all([
    signUpsPerDay(db, from, to),
    bookingsPerDay(db, from, to),
    failedSignInsPerDay(db, from, to),
  ]);
  return { signUps, bookings: bookingsMade, failedSignIns };
}
