import { and, asc, count, desc, eq, gte, ilike, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  INACTIVE_AFTER_DAYS,
  NO_ADMIN_ROLE,
  type AdminUserStatus,
  type AdminUsersQuery,
} from '@escazo/contracts/admin';
import type { Db } from '@server/db/client.ts';
import { listUserAuthEvents } from '../../audit/public.ts';
import { accountsView, listSessions } from '../../auth/public.ts';
import { bookingCountOf } from '../../bookings/public.ts';
import { roles, userRoles } from '../schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_LIMIT = 20;

type Accounts = ReturnType<typeof accountsView>;

/** The last sign-in, or the creation for an account that never signed in. */
const lastActivity = (users: Accounts) => sql`coalesce(${users.lastLoginAt}, ${users.createdAt})`;

const inactiveSince = (now: Date) => new Date(now.getTime() - INACTIVE_AFTER_DAYS * DAY_MS);

/** banned, else inactive after 90 days without a sign-in, else active; computed in SQL. */
function statusColumn(users: Accounts, now: Date) {
  return sql<AdminUserStatus>`case when ${users.status} = 'banned' then 'banned' when ${lastActivity(users)} < ${inactiveSince(now).toISOString()}::timestamptz then 'inactive' else 'active' end`;
}

function statusCondition(users: Accounts, status: AdminUserStatus, now: Date): SQL | undefined {
  const cutoff = sql`${inactiveSince(now).toISOString()}::timestamptz`;
  if (status === 'banned') return eq(users.status, 'banned');
  if (status === 'inactive') return and(ne(users.status, 'banned'), lt(lastActivity(users), cutoff));
  return and(ne(users.status, 'banned'), gte(lastActivity(users), cutoff));
}

/** LIKE wildcards in the search text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listConditions(users: Accounts, query: AdminUsersQuery, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(or(ilike(users.name, likePattern(query.q)), ilike(users.email, likePattern(query.q))));
  if (query.status) conditions.push(statusCondition(users, query.status, now));
  if (query.role === NO_ADMIN_ROLE) conditions.push(isNull(userRoles.roleId));
  else if (query.role) conditions.push(eq(userRoles.roleId, query.role));
  return and(...conditions);
}

const userColumns = (users: Accounts, now: Date) => ({
  id: users.id,
  name: users.name,
  email: users.email,
  status: statusColumn(users, now),
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  bannedAt: users.bannedAt,
  banReason: users.banReason,
  membershipTier: users.membershipTier,
  bookingsCount: bookingCountOf(users.id),
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
  const users = accountsView(db);
  const where = listConditions(users, query, now);
  const rows = await db
    .select(userColumns(users, now))
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
  const users = accountsView(db);
  const [row] = await db
    .select(userColumns(users, now))
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(users.id, id));
  return row as AdminUserRow | undefined;
}

export function userSessions(db: Db, userId: string) {
  return listSessions(db, userId, 'lastSeen');
}

export function recentSecurityEvents(db: Db, userId: string) {
  return listUserAuthEvents(db, userId, RECENT_LIMIT);
}

export { recentBookingsOf as recentBookings } from '../../bookings/public.ts';
export { banUser, unbanUser, updateUserName } from '../../auth/public.ts';
