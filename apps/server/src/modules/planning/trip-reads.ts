import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { tripPlans } from './schema.ts';

/** The user's trip plans: the knowledge-base destination and the first day. */
export function plannedTrips(db: Db, userId: string): Promise<{ destinationId: string; startDate: string }[]> {
  return db
    .select({ destinationId: tripPlans.destinationId, startDate: tripPlans.startDate })
    .from(tripPlans)
    .where(eq(tripPlans.userId, userId));
}
