import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildRideCatalogue } from '@escazo/rides/places';
import type { RideCatalogue, RideCity } from '@escazo/rides/places';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { cityFleets, seedAutopilotFleet } from './fleet-seed.ts';

export type RidesContext = {
  /** The ride cities and their places, built from the inventory once (on first read). */
  readonly catalogue: RideCatalogue;
  /** RIDES_TIME_SCALE: the autopilot's durations are divided by it. */
  readonly timeScale: number;
  /** Makes sure the city's autopilot fleet exists (seeded at start outside tests, else on first use). */
  ensureFleet(city: RideCity): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    rides: RidesContext;
  }
}

/**
 * `app.rides`: the place catalogue and the time scale. With `seedAtStart` (the server, over its
 * persisted inventory) the catalogue is built at start and every ride city without autopilot drivers
 * gets its fleet, in one batched insert; otherwise (tests) the catalogue is built when first read and
 * a city's fleet is seeded on first use.
 */
export const ridesPlugin = fp(
  async (
    app: FastifyInstance,
    { database, config, seedAtStart }: { database: Database; config: Config; seedAtStart: boolean },
  ) => {
    let catalogue: RideCatalogue | undefined;
    const fleets = cityFleets(database.db);
    app.decorate('rides', {
      get catalogue() {
        catalogue ??= buildRideCatalogue(app.inventory.data);
        return catalogue;
      },
      timeScale: config.ridesTimeScale,
      ensureFleet: (city) => fleets.ensure(city),
    });
    if (!seedAtStart) return;
    app.addHook('onReady', async () => {
      const started = performance.now();
      const { cities } = app.rides.catalogue;
      const written = await seedAutopilotFleet(database.db, cities);
      fleets.markSeeded(cities);
      app.log.info(
        { drivers: written, ms: Math.round(performance.now() - started) },
        'rides: catalogue built and autopilot fleet checked',
      );
    });
  },
  { name: 'rides' },
);
