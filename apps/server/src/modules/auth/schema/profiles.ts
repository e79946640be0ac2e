import { boolean, customType, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Personal information (Profile Settings → Personal Info, onboarding's profile step). */
export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  /** ISO date (YYYY-MM-DD). */
  dateOfBirth: text('date_of_birth'),
  country: text('country'),
  location: text('location'),
  bio: text('bio'),
  travelExperience: text('travel_experience'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Account preferences, notification settings and the onboarding travel preferences. */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull().default('USD'),
  language: text('language').notNull().default('en'),
  receivePromotions: boolean('receive_promotions').notNull().default(false),
  travelAlerts: boolean('travel_alerts').notNull().default(true),
  priceDropAlerts: boolean('price_drop_alerts').notNull().default(false),
  notifyEmail: boolean('notify_email').notNull().default(true),
  notifyPush: boolean('notify_push').notNull().default(false),
  notifyDeals: boolean('notify_deals').notNull().default(false),
  notifyBookingUpdates: boolean('notify_booking_updates').notNull().default(true),
  travelStyle: jsonb('travel_style').$type<string[]>().notNull().default([]),
  budget: text('budget'),
  accommodation: text('accommodation'),
  transportation: text('transportation'),
  interests: jsonb('interests').$type<string[]>().notNull().default([]),
  travelPace: text('travel_pace'),
  /** When a travel preference above was last saved (onboarding or Profile Settings); null: never. */
  travelUpdatedAt: timestamp('travel_updated_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The uploaded avatar image, kept in the database (type checked by content on upload). */
export const userAvatars = pgTable('user_avatars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
