import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminMessagesQuery, ContactMessageStatus } from '@escazo/contracts/admin';
import type { Db } from '@server/db/client.ts';
import { accountsView } from '../auth/public.ts';
import type { ContactMessageRow } from './repository.ts';
import { contactMessageReplies, contactMessages } from './schema.ts';

// What the staff inbox reads and changes of the contact messages and their replies.

export type MessageWithCount = ContactMessageRow & { repliesCount: number };

// Written out: drizzle leaves a one-table select's columns unqualified, which the subquery would capture.
const repliesCount = sql<number>`(select count(*)::int from contact_message_replies r where r.message_id = contact_messages.id)`;

/** LIKE wildcards in the search text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listConditions(query: AdminMessagesQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.department) conditions.push(eq(contactMessages.department, query.department));
  if (query.status) conditions.push(eq(contactMessages.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.subject, pattern),
        ilike(contactMessages.reference, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** One page of messages, newest first, with the total that matches. */
export async function listMessages(
  db: Db,
  query: AdminMessagesQuery,
): Promise<{ rows: MessageWithCount[]; total: number }> {
  const where = listConditions(query);
  const rows = await db
    .select({ message: contactMessages, repliesCount })
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totals] = await db.select({ total: count() }).from(contactMessages).where(where);
  return { rows: rows.map((r) => ({ ...r.message, repliesCount: r.repliesCount })), total: totals?.total ?? 0 };
}

export async function findMessage(db: Db, id: string): Promise<MessageWithCount | undefined> {
  const [row] = await db
    .select({ message: contactMessages, repliesCount })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row ? { ...row.message, repliesCount: row.repliesCount } : undefined;
}

/** The replies of a message, oldest first, with their authors. */
export async function messageReplies(db: Db, messageId: string) {
  const users = accountsView(db);
  return db
    .select({ reply: contactMessageReplies, author: { id: users.id, name: users.name, email: users.email } })
    .from(contactMessageReplies)
    .leftJoin(users, eq(users.id, contactMessageReplies.authorId))
    .where(eq(contactMessageReplies.messageId, messageId))
    .orderBy(asc(contactMessageReplies.sentAt), asc(contactMessageReplies.id));
}
export type ReplyWithAuthor = Awaited<ReturnType<typeof messageReplies>>[number];

/** Stores a reply; an open message becomes answered in the same statement's transaction (a closed one stays closed). */
export async function insertReply(tx: Db, reply: { messageId: string; authorId: string; body: string; sentAt: Date }) {
  const [row] = await tx.insert(contactMessageReplies).values(reply).returning();
  await tx
    .update(contactMessages)
    .set({ status: 'answered' })
    .where(and(eq(contactMessages.id, reply.messageId), eq(contactMessages.status, 'open')));
  return row!;
}

/** Sets the status; answers the one before, or undefined for an unknown message. */
export async function setMessageStatus(db: Db, id: string, status: ContactMessageStatus): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: contactMessages.status })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update');
    if (!current) return undefined;
    if (current.status !== status) await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
    return current.status;
  });
}
