import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { contactMessages } from './schema.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: Db, values: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

/** Every message sent from an address (stored lower-cased). */
export function messagesFrom(db: Db, email: string): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).where(eq(contactMessages.email, email));
}
