import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { driverApplications } from './schema.ts';

export type NewDriverApplication = typeof driverApplications.$inferInsert;
export type DriverApplicationRow = typeof driverApplications.$inferSelect;

/**
 * Stores an application, linked to the latest earlier one from the same (lower-cased) address.
 * A transaction-scoped advisory lock on the address orders simultaneous applications, so each
 * later one sees the one before it.
 */
export async function insertDriverApplication(
  db: Db,
  values: Omit<NewDriverApplication, 'previousApplicationId'>,
): Promise<DriverApplicationRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`driver-application:${values.email}`}))`);
    const [previous] = await tx
      .select({ id: driverApplications.id })
      .from(driverApplications)
      .where(eq(driverApplications.email, values.email))
      .orderBy(desc(driverApplications.createdAt))
      .limit(1);
    const [row] = await tx
      .insert(driverApplications)
      .values({ ...values, previousApplicationId: previous?.id ?? null })
      .returning();
    return row!;
  });
}

/** Every application sent from an address (stored lower-cased). */
export function applicationsFrom(db: Db, email: string): Promise<DriverApplicationRow[]> {
  return db.select().from(driverApplications).where(eq(driverApplications.email, email));
}
