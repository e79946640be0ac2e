import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '@server/db/client.ts';
import { messagesFrom } from '../contact/public.ts';
import { applicationsFrom } from '../driver-applications/public.ts';
import { testAdminGrantRoutes } from './admin-grant-routes.ts';
import { testOfferPriceRoutes } from './offer-price-routes.ts';
import { singleLineText } from '@escazo/contracts/text';

/** Each table's rows by the address they were sent from, read through its owner. */
const tables = {
  'contact-messages': messagesFrom,
  'driver-applications': applicationsFrom,
} as const;

/**
 * Routes for the browser tests: a read-only view of stored rows, so they can check what a form
 * stored, and the offer price hook (offer-price-routes.ts). Registered only when NODE_ENV=test and
 * E2E_INSPECT=1 (see app.ts); never in production.
 */
export const testInspectionRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  await app.register(testOfferPriceRoutes, { database });
  await app.register(testAdminGrantRoutes, { database });
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
