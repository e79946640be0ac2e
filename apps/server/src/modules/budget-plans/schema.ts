import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema/users.ts';

/**
 * A budget assistant answer: the request and the computed result (figures in USD cents). One made
 * signed out, or never saved, has no user and is removed after a day; saving sets the user once
 * (a conditional update), and the plan is then listed in the user's saved items.
 */
export const budgetPlans = pgTable(
  'budget_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The user who asked, when signed in (a plan is readable by its asker until saved). */
    askedBy: uuid('asked_by').references(() => users.id, { onDelete: 'cascade' }),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('budget_plans_user_idx').on(t.userId, t.createdAt),
    index('budget_plans_unsaved_idx')
      .on(t.createdAt)
      .where(sql`${t.userId} is null`),
  ],
);
