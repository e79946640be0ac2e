import { index, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

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
    status: text('status').notNull().default('received'),
    /** A repeat application: the latest earlier one from the same address, for reviewers. */
    previousApplicationId: uuid('previous_application_id').references((): AnyPgColumn => driverApplications.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('driver_applications_email_idx').on(t.email, t.createdAt)],
);
