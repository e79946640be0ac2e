import { sql } from 'drizzle-orm';
import { fleetCityFor, generateFleet, type FleetDriver } from '@escazo/rides';
import type { RideCity } from '@escazo/rides/places';
import type { Db } from '@server/db/client.ts';

/**
 * The autopilot fleet: each ride city gets its seeded drivers (online, deterministic) the first time
 * the database has none for it. One INSERT … SELECT FROM unnest for every missing city at once; the
 * transaction-wide advisory lock keeps two starting servers from seeding the same cities twice.
 */
const SEED_LOCK = sql`select pg_advisory_xact_lock(hashtext('ride_drivers:autopilot-seed'))`;

async function seededCityIds(db: Db, only?: readonly string[]): Promise<Set<string>> {
  const filter = only ? sql`and city_id = any(${sql.param(only)}::text[])` : sql``;
  const result = await db.execute<{ city_id: string }>(
    sql`select distinct city_id from ride_drivers where autopilot ${filter}`,
  );
  return new Set((result as unknown as { rows: { city_id: string }[] }).rows.map((r) => r.city_id));
}

function fleetOf(city: RideCity): FleetDriver[] {
  // Airports away from the centre keep some drivers of their own (pickups there need drivers within 10 km).
  return generateFleet(fleetCityFor(city));
}

async function insertFleet(tx: Db, drivers: readonly FleetDriver[]): Promise<void> {
  const column = <K extends keyof FleetDriver>(key: K) => sql.param(drivers.map((d) => d[key]));
  await tx.execute(sql`
    insert into ride_drivers (city_id, name, phone, rating_tenths, vehicle_make, vehicle_model, vehicle_colour, plate, vehicle_type, lat, lon, autopilot, online)
    select t.*, true, true from unnest(
      ${column('cityId')}::text[], ${column('name')}::text[], ${column('phone')}::text[], ${column('ratingTenths')}::smallint[],
      ${column('vehicleMake')}::text[], ${column('vehicleModel')}::text[], ${column('vehicleColour')}::text[], ${column('plate')}::text[],
      ${column('vehicleType')}::text[], ${column('lat')}::double precision[], ${column('lon')}::double precision[]
    ) as t(city_id, name, phone, rating_tenths, vehicle_make, vehicle_model, vehicle_colour, plate, vehicle_type, lat, lon)`);
}

/** Seeds every ride city that has no autopilot drivers yet. Returns how many drivers were written. */
export async function seedAutopilotFleet(db: Db, cities: readonly RideCity[]): Promise<number> {
  const only = cities.length <= 10 ? cities.map((c) => c.id) : undefined;
  const seeded = await seededCityIds(db, only);
  if (cities.every((c) => seeded.has(c.id))) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(SEED_LOCK);
    const present = await seededCityIds(tx, only);
    const drivers = cities.filter((c) => !present.has(c.id)).flatMap(fleetOf);
    if (drivers.length) await insertFleet(tx, drivers);
    return drivers.length;
  });
}

/**
 * Seeds one city on first use when the start-up seed did not run (tests): remembered per process,
 * so the check costs one query per city at most.
 */
export function cityFleets(db: Db) {
  const ready = new Set<string>();
  return {
    async ensure(city: RideCity): Promise<void> {
      if (ready.has(city.id)) return;
      await seedAutopilotFleet(db, [city]);
      ready.add(city.id);
    },
    /** After the start-up seed: every city is known to have its fleet. */
    markSeeded(cities: readonly RideCity[]): void {
      for (const city of cities) ready.add(city.id);
    },
  };
}
