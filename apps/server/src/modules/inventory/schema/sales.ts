import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { carFleets, cruiseSailings, flightPatterns, hotelRoomTypes, stays } from './catalogue.ts';

// What has been sold (written by booking; read into memory at start).

export const flightSeatSales = pgTable(
  'flight_seat_sales',
  {
    flightNumber: text('flight_number')
      .notNull()
      .references(() => flightPatterns.flightNumber),
    /** Local departure date. */
    date: date('date', { mode: 'string' }).notNull(),
    cabin: text('cabin').notNull(),
    sold: integer('sold').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flightNumber, t.date, t.cabin] }),
    check('flight_seat_sales_sold', sql`${t.sold} >= 0`),
  ],
);

export const hotelRoomNightSales = pgTable(
  'hotel_room_night_sales',
  {
    roomTypeId: text('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id),
    night: date('night', { mode: 'string' }).notNull(),
    sold: integer('sold').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomTypeId, t.night] }), check('hotel_room_night_sales_sold', sql`${t.sold} >= 0`)],
);

export const stayBookedNights = pgTable(
  'stay_booked_nights',
  {
    stayId: text('stay_id')
      .notNull()
      .references(() => stays.id),
    night: date('night', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.stayId, t.night] })],
);

export const carDaySales = pgTable(
  'car_day_sales',
  {
    fleetId: text('fleet_id')
      .notNull()
      .references(() => carFleets.id),
    day: date('day', { mode: 'string' }).notNull(),
    sold: integer('sold').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fleetId, t.day] }), check('car_day_sales_sold', sql`${t.sold} >= 0`)],
);

export const cruiseCabinSales = pgTable(
  'cruise_cabin_sales',
  {
    sailingId: text('sailing_id')
      .notNull()
      .references(() => cruiseSailings.id),
    category: text('category').notNull(),
    sold: integer('sold').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sailingId, t.category] }), check('cruise_cabin_sales_sold', sql`${t.sold} >= 0`)],
);
