/**
 * Deals: products priced well under their own typical price, found by the 'deals.recompute' job and
 * re-priced by 'deals.reprice' after bookings.
 *
 * GET  /api/deals               query dealsQuerySchema → dealsPageSchema      (public; from memory)
 * GET  /api/deals/featured                             → featuredDealsSchema  (public; from memory)
 * POST /api/deals/:id/offer                            → 201 dealOfferResponseSchema (404 unknown, 409 DEAL_ENDED)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dealIdParamSchema,
  dealOfferResponseSchema,
  dealsPageSchema,
  dealsQuerySchema,
  featuredDealsSchema,
} from '@escazo/contracts/deals';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Database } from '@server/db/client.ts';
import { compiledSerializerCompiler } from '@server/lib/json-serializer.ts';
import { loadRates } from '../currency/public.ts';
import { createDealCache, type DealCache } from './deal-cache.ts';
import { featuredDeals, queryDeals } from './deal-list.ts';
import { registerDealJobs } from './deal-jobs.ts';
import { offerForDeal } from './deal-offer.ts';
import type { DealScanner } from './recompute.ts';
import { findDeal } from './repository.ts';

export type DealRoutesOptions = { database: Database; scan?: DealScanner };

export const dealRoutes: FastifyPluginAsyncZod<DealRoutesOptions> = async (app, { database, scan }) => {
  const { db } = database;
  const tags = ['deals'];
  const cache = createDealCache(db, () => loadRates(db), app.log);
  registerDealJobs(app, { db, cache, ...(scan ? { scan } : {}) });

  // The lists never need the user (no session lookup) and are written by compiled serializers
  // (lib/json-serializer.ts): answered from memory without touching the database.
  await app.register(listRoutes, { cache });

  app.post(
    '/api/deals/:id/offer',
    {
      schema: {
        tags,
        summary: "Price a deal's selection as an offer; 409 DEAL_ENDED when its price no longer holds",
        security: [{ csrf: [] }],
        params: dealIdParamSchema,
        response: { 201: dealOfferResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // The stored row, not the in-memory copy: the price checked is the latest recompute's.
      const deal = await findDeal(db, request.params.id);
      const offer = await offerForDeal(
        { db, inventory: app.inventory, now: app.clock.now(), userId: request.user?.id ?? null, log: request.log },
        deal,
      );
      return reply.status(201).send(offer);
    },
  );
};

const listRoutes: FastifyPluginAsyncZod<{ cache: DealCache }> = async (app, { cache }) => {
  const tags = ['deals'];
  app.setSerializerCompiler(compiledSerializerCompiler);

  app.get(
    '/api/deals',
    {
      config: { session: false },
      schema: {
        tags,
        summary: 'Current deals, filtered, sorted and paged (price bounds in minor units of priceCurrency)',
        querystring: dealsQuerySchema,
        response: { 200: dealsPageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => queryDeals((await cache.current()).list, request.query, app.clock.now().getTime()),
  );

  app.get(
    '/api/deals/featured',
    {
      config: { session: false },
      schema: { tags, summary: 'The featured deals (at most 6)', response: { 200: featuredDealsSchema } },
    },
    async () => ({ items: featuredDeals((await cache.current()).list, app.clock.now().getTime()) }),
  );
};
