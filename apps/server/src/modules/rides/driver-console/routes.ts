import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@escazo/contracts/errors';
import {
  driverConsoleResponseSchema,
  driverMeSchema,
  driverOnlineRequestSchema,
  rideIdParamsSchema,
} from '@escazo/contracts/rides';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { requireUser } from '../../auth/public.ts';
import type { PaymentProcessor } from '../../payments/public.ts';
import { rideTimeZone } from '../autopilot.ts';
import {
  driverMe,
  driverRideAction,
  driverRideActions,
  goOffline,
  goOnline,
  type DriverConsoleDeps,
} from './service.ts';

type Options = { database: Database; processor: PaymentProcessor; config: Config };

const actionSummaries = {
  accept: 'Accept the ride offered to the caller (before the offer lapses)',
  decline: 'Decline the ride offered to the caller: it goes to the next nearest free driver',
  arrived: 'The caller reached the pickup',
  start: 'The traveller is on board: the trip starts',
  complete: 'The trip is done: the fare is captured and the booking completed',
} as const;

/**
 * The driver console (/api/driver): approved applicants (a driver_profiles row) go online at a
 * place of a ride city and drive the rides offered to them. Anyone else gets 403 DRIVER_ONLY.
 */
export const driverConsoleRoutes: FastifyPluginAsyncZod<Options> = async (app, { database, processor, config }) => {
  const deps: DriverConsoleDeps = {
    db: database.db,
    processor,
    config,
    log: app.log,
    timeScale: config.ridesTimeScale,
    timeZoneOf: (cityId) => rideTimeZone(app, cityId),
    catalogue: () => app.rides.catalogue,
  };
  const tags = ['driver console'];
  const errors = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    429: apiErrorSchema,
  };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/driver/me',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The caller's driver profile, status and current ride",
        response: { 200: driverMeSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => driverMe(deps, request.user!.id),
  );

  app.post(
    '/api/driver/online',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Go online at a place of a ride city with a vehicle type',
        security: [{ csrf: [] }],
        body: driverOnlineRequestSchema,
        response: { 200: driverConsoleResponseSchema, ...errors },
      },
    },
    async (request) => goOnline(deps, request.user!.id, request.body, app.clock.now()),
  );

  app.post(
    '/api/driver/offline',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Go offline (409 DRIVER_ON_RIDE during a ride)',
        security: [{ csrf: [] }],
        response: { 200: driverConsoleResponseSchema, ...errors },
      },
    },
    async (request) => goOffline(deps, request.user!.id, app.clock.now()),
  );

  for (const action of driverRideActions) {
    app.post(
      `/api/driver/rides/:id/${action}`,
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: actionSummaries[action],
          security: [{ csrf: [] }],
          params: rideIdParamsSchema,
          response: { 200: driverConsoleResponseSchema, ...errors },
        },
      },
      async (request) => driverRideAction(deps, request.user!.id, request.params.id, action, app.clock.now()),
    );
  }
};
