import { and, asc, count, desc, eq, gte, ilike, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  INACTIVE_AFTER_DAYS,
  NO_ADMIN_ROLE,
  type AdminUserStatus,
  type AdminUsersQuery,
} from '@escazo/contracts/admin';
import type { Db } from '../../../db/client.ts';
import { authEvents, bookings, sessions, users } from '../../../db/schema.ts';
import { roles, userRoles } from '../schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_LIMIT = 20;

/** The last sign-in, or the creation for an account that never signed in. */
const lastActivity = sql`coalesce(${users.lastLoginAt}, ${users.createdAt})`;

const inactiveSince = (now: Date) => new Date(now.getTime() - INACTIVE_AFTER_DAYS * DAY_MS);

/** banned, else inactive after 90 days without a sign-in, else active; computed in SQL. */
function statusColumn(now: Date) {
  return sql<AdminUserStatus>`case when ${users.status} = 'banned' then 'banned' when ${lastActivity} < ${inactiveSince(now).toISOString()}::timestamptz then 'inactive' else 'active' end`;
}

function statusCondition(status: AdminUserStatus, now: Date): SQL | undefined {
  const cutoff = sql`${inactiveSince(now).toISOString()}::timestamptz`;
  if (status === 'banned') return eq(users.status, 'banned');
  if (status === 'inactive') return and(ne(users.status, 'banned'), lt(lastActivity, cutoff));
  return and(ne(users.status, 'banned'), gte(lastActivity, cutoff));
}

/** LIKE wildcards in the search text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listConditions(query: AdminUsersQuery, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(or(ilike(users.name, likePattern(query.q)), ilike(users.email, likePattern(query.q))));
  if (query.status) conditions.push(statusCondition(query.status, now));
  if (query.role === NO_ADMIN_ROLE) conditions.push(isNull(userRoles.roleId));
  else if (query.role) conditions.push(eq(userRoles.roleId, query.role));
  return and(...conditions);
}

const userColumns = (now: Date) => ({
  id: users.id,
  name: users.name,
  email: users.email,
  status: statusColumn(now),
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  bannedAt: users.bannedAt,
  banReason: users.banReason,
  membershipTier: users.membershipTier,
  bookingsCount: sql<number>`(select count(*)::int from ${bookings} where ${bookings.userId} = ${users.id})`,
  role: { id: roles.id, name: roles.name, description: roles.description, level: roles.level },
});

export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  status: AdminUserStatus;
  createdAt: Date;
  lastLoginAt: Date | null;
  bannedAt: Date | null;
  banReason: string | null;
  membershipTier: string;
  bookingsCount: number;
  role: { id: string; name: string; description: string; level: string } | null;
};

/** One page of users, newest first, with the total that matches. */
export async function listAdminUsers(
  db: Db,
  query: AdminUsersQuery,
  now: Date,
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = listConditions(query, now);
  const rows = await db
    .select(userColumns(now))
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(where);
  return { rows: rows as AdminUserRow[], total: totals?.total ?? 0 };
}

export async function findAdminUser(db: Db, id: string, now: Date): Promise<AdminUserRow | undefined> {
  const [row] = await db
    .select(userColumns(now))
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(users.id, id));
  return row as AdminUserRow | undefined;
}

export async function userSessions(db: Db, userId: string) {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt));
}

export async function recentSecurityEvents(db: Db, userId: string) {
  return db
    .select()
    .from(authEvents)
    .where(eq(authEvents.userId, userId))
    .orderBy(desc(authEvents.createdAt), desc(authEvents.id))
    .limit(RECENT_LIMIT);
}

export async function recentBookings(db: Db, userId: string) {
  return db
    .select({
      id: bookings.id,
      confirmationCode: bookings.confirmationCode,
      type: bookings.type,
      title: bookings.title,
      status: bookings.status,
      totalAmount: bookings.totalAmount,
      currency: bookings.currency,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt))
    .limit(RECENT_LIMIT);
}

export async function updateUserName(db: Db, userId: string, name: string, now: Date): Promise<void> {
  await db.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId));
}

/** Banned with the reason, and every session of the user ends; in the caller's transaction. */
export async function banUser(db: Db, userId: string, reason: string, now: Date): Promise<number> {
  await db
    .update(users)
    .set({ status: 'banned', bannedAt: now, banReason: reason, updatedAt: now })
    .where(eq(users.id, userId));
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.publicId });
  return ended.length;
}

export async function unbanUser(db: Db, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ status: 'active', bannedAt: null, banReason: null, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.status, 'banned')))
    .returning({ id: users.id });
  return rows.length > 0;
}
