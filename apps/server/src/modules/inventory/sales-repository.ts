import type { Take } from '@escazo/booking';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';

/**
 * The guarded writes of the sold counts. Each take is one statement that either moves the count
 * within capacity or changes nothing (never read-then-write): an upsert whose update is guarded by
 * `sold + quantity <= capacity`, or for stays an insert of the night that conflicts when taken.
 * Run inside the booking's transaction; the row locks these takes hold last until it ends.
 */

type CountedTake = Exclude<Take, { kind: 'stay' }>;

/** A sales table counted in `sold`, with its key columns in the order of its primary key. */
type CountedTable<T extends CountedTake> = {
  table: string;
  keys: readonly string[];
  keyValues: (take: T) => readonly string[];
};

const countedTables: { [K in CountedTake['kind']]: CountedTable<Extract<CountedTake, { kind: K }>> } = {
  flight: {
    table: 'flight_seat_sales',
    keys: ['flight_number', 'date', 'cabin'],
    keyValues: (t) => [t.flightNumber, t.date, t.cabin],
  },
  hotel: {
    table: 'hotel_room_night_sales',
    keys: ['room_type_id', 'night'],
    keyValues: (t) => [t.roomTypeId, t.night],
  },
  car: { table: 'car_day_sales', keys: ['fleet_id', 'day'], keyValues: (t) => [t.fleetId, t.day] },
  cruise: {
    table: 'cruise_cabin_sales',
    keys: ['sailing_id', 'category'],
    keyValues: (t) => [t.sailingId, t.category],
  },
};

function countedTable(take: CountedTake): { table: SQL; keys: SQL[]; values: string[] } {
  const spec = countedTables[take.kind] as CountedTable<CountedTake>;
  return { table: sql.raw(spec.table), keys: spec.keys.map((k) => sql.raw(k)), values: [...spec.keyValues(take)] };
}

/** Rows a statement returned (node-postgres and PGlite both answer `{ rows }`). */
function returned(result: unknown): number {
  return (result as { rows: unknown[] }).rows.length;
}

async function takeCounted(tx: Db, take: CountedTake): Promise<boolean> {
  if (take.quantity > take.capacity) return false;
  const { table, keys, values } = countedTable(take);
  const rows = await tx.execute(sql`
    insert into ${table} as t (${sql.join(keys, sql`, `)}, sold)
    values (${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}, ${take.quantity})
    on conflict (${sql.join(keys, sql`, `)}) do update set sold = t.sold + excluded.sold
    where t.sold + excluded.sold <= ${take.capacity}
    returning sold`);
  return returned(rows) === 1;
}

async function takeOne(tx: Db, take: Take): Promise<boolean> {
  if (take.kind !== 'stay') return takeCounted(tx, take);
  const rows = await tx.execute(sql`
    insert into stay_booked_nights (stay_id, night) values (${take.stayId}, ${take.night})
    on conflict (stay_id, night) do nothing
    returning night`);
  return returned(rows) === 1;
}

/** Takes every entry, in a fixed order (so two bookings lock rows alike); false at the first that is not available. */
export async function takeAvailability(tx: Db, takes: readonly Take[]): Promise<boolean> {
  for (const take of [...takes].sort(compareTakes)) if (!(await takeOne(tx, take))) return false;
  return true;
}

/** Gives every entry back with guarded decrements (a count never goes below zero). */
export async function releaseAvailability(tx: Db, takes: readonly Take[]): Promise<void> {
  for (const take of [...takes].sort(compareTakes)) {
    if (take.kind === 'stay') {
      await tx.execute(sql`delete from stay_booked_nights where stay_id = ${take.stayId} and night = ${take.night}`);
      continue;
    }
    const { table, keys, values } = countedTable(take);
    const matches = sql.join(
      keys.map((key, i) => sql`${key} = ${values[i]}`),
      sql` and `,
    );
    await tx.execute(
      sql`update ${table} set sold = sold - ${take.quantity} where ${matches} and sold >= ${take.quantity}`,
    );
  }
}

function takeKey(take: Take): string {
  if (take.kind === 'stay') return `stay:${take.stayId}@${take.night}`;
  return `${take.kind}:${countedTables[take.kind].keyValues(take as never).join('@')}`;
}

function compareTakes(a: Take, b: Take): number {
  const ka = takeKey(a);
  const kb = takeKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}
