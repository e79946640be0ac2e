import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema/users.ts';

/** A user's favourites: destinations, deals, hotels and stays. The name is resolved by the server. */
export const savedItems = pgTable(
  'saved_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** destination | deal | hotel | stay. */
    kind: text('kind').notNull(),
    refId: text('ref_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.refId] }),
    index('saved_items_user_created_idx').on(t.userId, t.createdAt),
  ],
);
