import { and, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminDriverApplicationsQuery, DriverApplicationStatus } from '@escazo/contracts/admin';
import type { Db } from '@server/db/client.ts';
import { accountsView } from '../auth/public.ts';
import type { DriverApplicationRow } from './repository.ts';
import { driverApplications, driverProfiles } from './schema.ts';

// What the staff review of applications reads and changes, and the driver profiles it grants.

/** The statuses from which an application can still be put in review or decided. */
export const UNDECIDED: DriverApplicationStatus[] = ['new', 'in_review'];

const reviewerView = (db: Db) => accountsView(db, 'reviewer');

const columns = (reviewer: ReturnType<typeof reviewerView>) => ({
  application: driverApplications,
  reviewer: { id: reviewer.id, name: reviewer.name, email: reviewer.email },
});
export type ApplicationWithReviewer = {
  application: DriverApplicationRow;
  reviewer: { id: string; name: string; email: string } | null;
};

/** LIKE wildcards in the search text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listConditions(query: AdminDriverApplicationsQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(driverApplications.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(sql`${driverApplications.firstName} || ' ' || ${driverApplications.lastName}`, pattern),
        ilike(driverApplications.email, pattern),
        ilike(driverApplications.phoneNumber, pattern),
        ilike(driverApplications.city, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** One page of applications, newest first, with the total that matches. */
export async function listApplications(
  db: Db,
  query: AdminDriverApplicationsQuery,
): Promise<{ rows: ApplicationWithReviewer[]; total: number }> {
  const where = listConditions(query);
  const reviewer = reviewerView(db);
  const rows = await db
    .select(columns(reviewer))
    .from(driverApplications)
    .leftJoin(reviewer, eq(reviewer.id, driverApplications.reviewedBy))
    .where(where)
    .orderBy(desc(driverApplications.createdAt), desc(driverApplications.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(driverApplications).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function findApplication(db: Db, id: string): Promise<ApplicationWithReviewer | undefined> {
  const reviewer = reviewerView(db);
  const [row] = await db
    .select(columns(reviewer))
    .from(driverApplications)
    .leftJoin(reviewer, eq(reviewer.id, driverApplications.reviewedBy))
    .where(eq(driverApplications.id, id));
  return row;
}

/** The applications the same e-mail sent before this one, newest first. */
export async function earlierApplications(db: Db, application: DriverApplicationRow) {
  return db
    .select({ id: driverApplications.id, status: driverApplications.status, createdAt: driverApplications.createdAt })
    .from(driverApplications)
    .where(
      and(eq(driverApplications.email, application.email), lt(driverApplications.createdAt, application.createdAt)),
    )
    .orderBy(desc(driverApplications.createdAt));
}

/** The account using an e-mail (any case), and whether it is a driver. */
export async function accountForEmail(db: Db, email: string) {
  const users = accountsView(db);
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, driverSince: driverProfiles.createdAt })
    .from(users)
    .leftJoin(driverProfiles, eq(driverProfiles.userId, users.id))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ? { id: row.id, name: row.name, email: row.email, isDriver: row.driverSince !== null } : undefined;
}

/** Puts an undecided application in review; false when it is decided (or unknown). */
export async function markInReview(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(driverApplications)
    .set({ status: 'in_review' })
    .where(and(eq(driverApplications.id, id), inArray(driverApplications.status, UNDECIDED)))
    .returning({ id: driverApplications.id });
  return rows.length > 0;
}

export async function updateNotes(db: Db, id: string, notes: string | null): Promise<void> {
  await db.update(driverApplications).set({ notes }).where(eq(driverApplications.id, id));
}

/**
 * Approves or rejects an undecided application in one guarded update (the reviewer's note, if
 * any, is added to the notes). Undefined when it was already decided: nothing changes.
 */
export async function decideApplication(
  db: Db,
  id: string,
  decision: { status: 'approved' | 'rejected'; reviewerId: string; note: string | undefined; now: Date },
): Promise<DriverApplicationRow | undefined> {
  const notes = decision.note
    ? sql`concat_ws(E'\n\n', ${driverApplications.notes}, ${decision.note}::text)`
    : driverApplications.notes;
  const [row] = await db
    .update(driverApplications)
    .set({ status: decision.status, reviewedBy: decision.reviewerId, reviewedAt: decision.now, notes })
    .where(and(eq(driverApplications.id, id), inArray(driverApplications.status, UNDECIDED)))
    .returning();
  return row;
}

/** The latest approved application of an e-mail. */
export async function latestApproved(db: Db, email: string): Promise<DriverApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(driverApplications)
    .where(and(eq(driverApplications.email, email), eq(driverApplications.status, 'approved')))
    .orderBy(desc(driverApplications.reviewedAt), desc(driverApplications.createdAt))
    .limit(1);
  return row;
}
