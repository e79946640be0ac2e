import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const driverApplications = pgTable(
  'driver_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased: one application per address. */
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    vehicleMake: text('vehicle_make').notNull(),
    vehicleModel: text('vehicle_model').notNull(),
    vehicleYear: text('vehicle_year').notNull(),
    experience: text('experience'),
    whyJoin: text('why_join'),
    status: text('status').notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('driver_applications_email_key').on(t.email)],
);
