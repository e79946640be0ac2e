// The ride benches' stage: the largest ride city with curated landmarks, its centre as the pickup and
// a landmark as the destination, and exactly `drivers` free autopilot economy drivers at the pickup
// (every other driver of the city offline).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/client.ts';
// Brings in the type of app.rides.
import type {} from '@server/modules/rides/public.ts';

/** `spreadDegrees`: drivers stand up to 6 steps of this north of the pickup (0: all at the pickup). */
export async function benchRideCity(
  app: FastifyInstance,
  database: Database,
  { drivers, spreadDegrees = 0 }: { drivers: number; spreadDegrees?: number },
) {
  const city = app.rides.catalogue.cities.find((c) => c.places.some((p) => p.kind === 'landmark'))!;
  const pickup = city.places.find((p) => p.kind === 'centre')!;
  const destination = city.places.find((p) => p.kind === 'landmark')!;
  await app.rides.ensureFleet(city);
  await database.db.execute(sql`update ride_drivers set online = false where city_id = ${city.id}`);
  await database.db.execute(sql`
    update ride_drivers set online = true, lat = ${pickup.lat}::float8 + id % 7 * ${spreadDegrees}::float8, lon = ${pickup.lon}::float8
    where id in (select id from ride_drivers where city_id = ${city.id} and autopilot and vehicle_type = 'economy' order by id limit ${drivers})`);
  return { city, pickup, destination };
}
