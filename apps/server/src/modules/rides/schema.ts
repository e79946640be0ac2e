import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bookings } from '../bookings/schema.ts';
import { users } from '../auth/schema/users.ts';

/**
 * Rides and the drivers who drive them. A driver is an autopilot of the seeded fleet or an approved
 * applicant (user_id). A ride is also a bookings row (type 'ride'); its driver's occupied window
 * is guarded by an exclusion constraint written by hand in migration 0010 (drizzle-kit cannot
 * express it): no two active rides of one driver overlap.
 */

/** PostgreSQL tstzrange, written and read as its text form ('[from,until)'). */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

/** A place as the ride stores it: what the traveller chose, frozen at booking. */
export type RidePlaceJson = { placeId: string; name: string; lat: number; lon: number };

const rideTypeCheck = (column: AnyPgColumn) => sql`${column} in ('economy', 'premium', 'luxury', 'shared', 'suv')`;

export const rideDrivers = pgTable(
  'ride_drivers',
  {
    /** An integer: the exclusion constraint ranges over it (int4range) without btree_gist. */
    id: serial('id').primaryKey(),
    cityId: text('city_id').notNull(),
    /** Human drivers only; kept (null) when the account is deleted, so past rides keep their driver. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** 42–49: a 4.2–4.9 rating. */
    ratingTenths: smallint('rating_tenths').notNull(),
    vehicleMake: text('vehicle_make').notNull(),
    vehicleModel: text('vehicle_model').notNull(),
    vehicleColour: text('vehicle_colour').notNull(),
    plate: text('plate').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    autopilot: boolean('autopilot').notNull(),
    online: boolean('online').notNull().default(false),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ride_drivers_user_key').on(t.userId),
    index('ride_drivers_city_type_online_idx')
      .on(t.cityId, t.vehicleType)
      .where(sql`${t.online}`),
    check('ride_drivers_vehicle_type_check', rideTypeCheck(t.vehicleType)),
    check('ride_drivers_rating_check', sql`${t.ratingTenths} between 10 and 50`),
  ],
);

export const rides = pgTable(
  'rides',
  {
    /** 'RID' + 6 digits. */
    id: text('id').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cityId: text('city_id').notNull(),
    rideType: text('ride_type').notNull(),
    pickup: jsonb('pickup').$type<RidePlaceJson>().notNull(),
    destination: jsonb('destination').$type<RidePlaceJson>().notNull(),
    passengers: smallint('passengers').notNull(),
    scheduled: boolean('scheduled').notNull(),
    /** The scheduled pick-up time, or the booking time for a ride now. */
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    etaMinutes: integer('eta_minutes').notNull(),
    tripMinutes: integer('trip_minutes').notNull(),
    distanceM: integer('distance_m').notNull(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => rideDrivers.id),
    driverStartLat: doublePrecision('driver_start_lat').notNull(),
    driverStartLon: doublePrecision('driver_start_lon').notNull(),
    /** offered | assigned | arriving | arrived | on_trip | completed | cancelled. */
    status: text('status').notNull(),
    /** When the autopilot moves it on next; null for human drivers and final states. */
    nextTransitionAt: timestamp('next_transition_at', { withTimezone: true }),
    /** A human driver's offer lapses then. */
    offeredUntil: timestamp('offered_until', { withTimezone: true }),
    departAt: timestamp('depart_at', { withTimezone: true }).notNull(),
    arriveAt: timestamp('arrive_at', { withTimezone: true }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    completeAt: timestamp('complete_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The driver's reserved window: [depart, complete + buffer). */
    occupied: tstzrange('occupied').notNull(),
    /** Cents: the fare before fees, the fees and the total authorised. */
    fare: integer('fare').notNull(),
    fees: integer('fees').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    cancellationFee: integer('cancellation_fee'),
    /** Our payments row of the authorised charge. */
    paymentId: uuid('payment_id').notNull(),
    passengerName: text('passenger_name').notNull(),
    passengerEmail: text('passenger_email').notNull(),
    passengerPhone: text('passenger_phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rides_booking_key').on(t.bookingId),
    index('rides_user_idx').on(t.userId, t.createdAt),
    index('rides_driver_status_idx').on(t.driverId, t.status),
    index('rides_next_transition_idx')
      .on(t.nextTransitionAt)
      .where(sql`${t.status} not in ('completed', 'cancelled')`),
    check(
      'rides_status_check',
      sql`${t.status} in ('offered', 'assigned', 'arriving', 'arrived', 'on_trip', 'completed', 'cancelled')`,
    ),
    check('rides_type_check', rideTypeCheck(t.rideType)),
    check('rides_amounts_check', sql`${t.fare} >= 0 and ${t.fees} >= 0 and ${t.total} = ${t.fare} + ${t.fees}`),
  ],
);
