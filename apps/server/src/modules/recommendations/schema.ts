import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema/users.ts';

/**
 * The recommendation chips a user picked on the recommendations page (chip ids); absent until they
 * pick. Travel preferences saved after the pick replace it (the profile reads whichever is newer).
 */
export const travelProfiles = pgTable('travel_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  interests: text('interests').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** When a recommendation was first shown to a user (the "new this week" stat). */
export const recommendationImpressions = pgTable(
  'recommendation_impressions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recommendationId: text('recommendation_id').notNull(),
    firstShownAt: timestamp('first_shown_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.recommendationId] })],
);
