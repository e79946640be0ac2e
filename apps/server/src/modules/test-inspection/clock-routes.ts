import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Clock } from '@server/lib/clock.ts';

/** A clock a test can move: the e2e server's AdvancingClock, or an API test's TestClock. */
export type MovableClock = Clock & { advance(ms: number): void };
export const isMovableClock = (clock: Clock): clock is MovableClock =>
  typeof (clock as Partial<MovableClock>).advance === 'function';

/** At most a day per call: a test moves past a cooldown or an expiry, never years ahead. */
const advanceBodySchema = z.object({ seconds: z.number().int().min(1).max(86_400) });

/**
 * Moves the server's clock forward, so a browser test passes a cooldown instead of waiting it out.
 * The clock is the whole server's: a spec that moves it runs alone (the e2e config's server-clock
 * project). Registered only over a movable clock; for the browser tests only; a state-changing /api
 * route, so it needs the CSRF token like any other.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: MovableClock }> = async (app, { clock }) => {
  app.post(
    '/api/test/clock/advance',
    {
      schema: {
        hide: true,
        body: advanceBodySchema,
        response: { 200: z.object({ now: z.string() }), 400: apiErrorSchema },
      },
    },
    async (request) => {
      clock.advance(request.body.seconds * 1000);
      return { now: clock.now().toISOString() };
    },
  );
};
