import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverStatusSchema } from '@escazo/contracts/admin';
import type { Database } from '@server/db/client.ts';
import { isDriver } from '../../driver-applications/public.ts';

/**
 * GET /api/me/driver: whether to offer the Driver console (an approved applicant has a driver
 * profile). Always 200, like /api/me/admin: the header asks on every page, and signed out is "no".
 */
export const driverStatusRoute: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/me/driver',
    {
      schema: {
        tags: ['drivers'],
        summary: 'Whether the signed-in user is an approved driver',
        response: { 200: driverStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!request.user) return { driver: false };
      return { driver: await isDriver(database.db, request.user.id) };
    },
  );
};
