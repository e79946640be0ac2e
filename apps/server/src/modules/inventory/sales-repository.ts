import type { Take } from '@escazo/booking/takes';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The guarded writes of the sold counts. Each take is one statement that either moves the count
 * within capacity or changes nothing (never read-then-write): an upsert whose update is guarded by
 * `sold + quantity <= capacity`, or for stays an insert of the night that conflicts when taken.
 * Run inside the booking's transaction; the row locks these take are held until it ends.
 */
/** Rows a statement returned (node-postgres and PGlite both answer `{ rows }`). */
function returned(result: unknown): number {
  return (result as { rows: unknown[] }).rows.length;
}

async function takeOne(tx: Db, take: Take): Promise<boolean> {
  switch (take.kind) {
    case 'flight': {
      if (take.quantity > take.capacity) return false;
      const rows = await tx.execute(sql`
        insert into flight_seat_sales as t (flight_number, date, cabin, sold)
        values (${take.flightNumber}, ${take.date}, ${take.cabin}, ${take.quantity})
        on conflict (flight_number, date, cabin) do update set sold = t.sold + excluded.sold
        where t.sold + excluded.sold <= ${take.capacity}
        returning sold`);
      return returned(rows) === 1;
    }
    case 'hotel': {
      if (take.quantity > take.capacity) return false;
      const rows = await tx.execute(sql`
        insert into hotel_room_night_sales as t (room_type_id, night, sold)
        values (${take.roomTypeId}, ${take.night}, ${take.quantity})
        on conflict (room_type_id, night) do update set sold = t.sold + excluded.sold
        where t.sold + excluded.sold <= ${take.capacity}
        returning sold`);
      return returned(rows) === 1;
    }
    case 'car': {
      if (take.quantity > take.capacity) return false;
      const rows = await tx.execute(sql`
        insert into car_day_sales as t (fleet_id, day, sold)
        values (${take.fleetId}, ${take.day}, ${take.quantity})
        on conflict (fleet_id, day) do update set sold = t.sold + excluded.sold
        where t.sold + excluded.sold <= ${take.capacity}
        returning sold`);
      return returned(rows) === 1;
    }
    case 'cruise': {
      if (take.quantity > take.capacity) return false;
      const rows = await tx.execute(sql`
        insert into cruise_cabin_sales as t (sailing_id, category, sold)
        values (${take.sailingId}, ${take.category}, ${take.quantity})
        on conflict (sailing_id, category) do update set sold = t.sold + excluded.sold
        where t.sold + excluded.sold <= ${take.capacity}
        returning sold`);
      return returned(rows) === 1;
    }
    case 'stay': {
      const rows = await tx.execute(sql`
        insert into stay_booked_nights (stay_id, night) values (${take.stayId}, ${take.night})
        on conflict (stay_id, night) do nothing
        returning night`);
      return returned(rows) === 1;
    }
  }
}

/** Takes every entry, in a fixed order (so two bookings lock rows alike); false at the first that is not available. */
export async function takeAvailability(tx: Db, takes: readonly Take[]): Promise<boolean> {
  for (const take of [...takes].sort(compareTakes)) if (!(await takeOne(tx, take))) return false;
  return true;
}

/** Gives every entry back with guarded decrements (a count never goes below zero). */
export async function releaseAvailability(tx: Db, takes: readonly Take[]): Promise<void> {
  for (const take of [...takes].sort(compareTakes)) {
    switch (take.kind) {
      case 'flight':
        await tx.execute(sql`update flight_seat_sales set sold = sold - ${take.quantity} where flight_number = ${take.flightNumber} and date = ${take.date} and cabin = ${take.cabin} and sold >= ${take.quantity}`);
        break;
      case 'hotel':
        await tx.execute(sql`update hotel_room_night_sales set sold = sold - ${take.quantity} where room_type_id = ${take.roomTypeId} and night = ${take.night} and sold >= ${take.quantity}`);
        break;
      case 'car':
        await tx.execute(sql`update car_day_sales set sold = sold - ${take.quantity} where fleet_id = ${take.fleetId} and day = ${take.day} and sold >= ${take.quantity}`);
        break;
      case 'cruise':
        await tx.execute(sql`update cruise_cabin_sales set sold = sold - ${take.quantity} where sailing_id = ${take.sailingId} and category = ${take.category} and sold >= ${take.quantity}`);
        break;
      case 'stay':
        await tx.execute(sql`delete from stay_booked_nights where stay_id = ${take.stayId} and night = ${take.night}`);
        break;
    }
  }
}

function takeKey(take: Take): string {
  switch (take.kind) {
    case 'flight':
      return `flight:${take.flightNumber}@${take.date}@${take.cabin}`;
    case 'hotel':
      return `hotel:${take.roomTypeId}@${take.night}`;
    case 'stay':
      return `stay:${take.stayId}@${take.night}`;
    case 'car':
      return `car:${take.fleetId}@${take.day}`;
    case 'cruise':
      return `cruise:${take.sailingId}@${take.category}`;
  }
}

function compareTakes(a: Take, b: Take): number {
  const ka = takeKey(a);
  const kb = takeKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
