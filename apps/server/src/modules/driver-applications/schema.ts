import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema/users.ts';

export const driverApplications = pgTable(
  'driver_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased; an address may apply again (see `previousApplicationId`). */
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    vehicleMake: text('vehicle_make').notNull(),
    vehicleModel: text('vehicle_model').notNull(),
    vehicleYear: text('vehicle_year').notNull(),
    drivingExperience: text('driving_experience'),
    whyJoin: text('why_join'),
    /** 'new' | 'in_review' | 'approved' | 'rejected' (the public receipt still says 'received'). */
    status: text('status').notNull().default('new'),
    /** The reviewers' notes. */
    notes: text('notes'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** A repeat application: the latest earlier one from the same address, for reviewers. */
    previousApplicationId: uuid('previous_application_id').references((): AnyPgColumn => driverApplications.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('driver_applications_email_idx').on(t.email, t.createdAt),
    index('driver_applications_status_idx').on(t.status, t.createdAt),
    check('driver_applications_status_check', sql`${t.status} in ('new', 'in_review', 'approved', 'rejected')`),
  ],
);

/** A driver: an approved applicant with an account, with the vehicle from the application. */
export const driverProfiles = pgTable('driver_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  applicationId: uuid('application_id').references(() => driverApplications.id, { onDelete: 'set null' }),
  vehicleMake: text('vehicle_make').notNull(),
  vehicleModel: text('vehicle_model').notNull(),
  vehicleYear: text('vehicle_year').notNull(),
  vehiclePlate: text('vehicle_plate'),
  vehicleColour: text('vehicle_colour'),
  city: text('city').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
