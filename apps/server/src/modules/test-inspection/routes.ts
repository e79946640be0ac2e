import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '@server/db/client.ts';
import type { Clock } from '@server/lib/clock.ts';
import { messagesFrom } from '../contact/public.ts';
import { applicationsFrom } from '../driver-applications/public.ts';
import { testAdminGrantRoutes } from './admin-grant-routes.ts';
import { isMovableClock, testClockRoutes } from './clock-routes.ts';
import { testOfferPriceRoutes } from './offer-price-routes.ts';
import { singleLineText } from '@escazo/contracts/text';

/** Each table's rows by the address they were sent from, read through its owner. */
const tables = {
  'contact-messages': messagesFrom,
  'driver-applications': applicationsFrom,
} as const;

/**
 * Routes for the browser tests: a read-only view of stored rows, so they can check what a form
 * stored, the offer price hook (offer-price-routes.ts), the admin grant (admin-grant-routes.ts) and,
 * over a movable clock, moving the server's time forward (clock-routes.ts). Registered only when
 * NODE_ENV=test and E2E_INSPECT=1 (see app.ts); never in production.
 */
export const testInspectionRoutes: FastifyPluginAsyncZod<{ database: Database; clock: Clock }> = async (
  app,
  { database, clock },
) => {
  await app.register(testOfferPriceRoutes, { database });
  await app.register(testAdminGrantRoutes, { database });
  if (isMovableClock(clock)) await app.register(testClockRoutes, { clock });
  app.get(
    '/api/test/rows/:table',
    {
      schema: {
        hide: true,
        params: z.object({ table: z.enum(Object.keys(tables) as [keyof typeof tables]) }),
        querystring: z.object({ email: singleLineText().min(3) }),
      },
    },
    async (request) => {
      const rows = await tables[request.params.table](database.db, request.query.email.toLowerCase());
      return { rows };
    },
  );
};
