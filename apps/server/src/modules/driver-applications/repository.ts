import type { Db } from '../../db/client.ts';
import { driverApplications } from '../../db/schema.ts';

export type NewDriverApplication = typeof driverApplications.$inferInsert;
export type DriverApplicationRow = typeof driverApplications.$inferSelect;

export async function insertDriverApplication(db: Db, values: NewDriverApplication): Promise<DriverApplicationRow> {
  const [row] = await db.insert(driverApplications).values(values).returning();
  return row!;
}
