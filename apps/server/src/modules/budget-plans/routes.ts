/**
 * The budget assistant.
 *
 * POST /api/budget-plans           body BudgetRequestInput → 201 { plan } (stored unsaved; asked by the caller when signed in)
 * GET  /api/budget-plans/:id                               → { plan } saved by the caller, or unsaved of the last day (asked signed out, or by the caller)
 * POST /api/budget-plans/:id/save  (signed in)             → { plan } saved to the caller and listed in Saved; 404 otherwise
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@escazo/contracts/common';
import { budgetPlanResponseSchema, budgetRequestSchema } from '@escazo/contracts/budget';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { daysBetween } from '@escazo/contracts/dates';
import { requireUser } from '../auth/public.ts';
import { costGate } from '../cpu-pool/public.ts';
import { registerBudgetPlansCleanup } from './cleanup-job.ts';
import * as service from './service.ts';

type Options = { database: Database; config: Config };

/**
 * The weighted cost of a budget plan: it prices every destination for each candidate stay within
 * the window, for the party (a 5-day window for 2 is 17 points, 30 days for 9 is 49).
 */
export function budgetPlanCost(body: { travelers: number; travelDates: { startDate: string; endDate: string } }) {
  return 10 + daysBetween(body.travelDates.startDate, body.travelDates.endDate) + 1 + body.travelers;
}

const budgetPlanRoutesPlugin: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;
  const work = service.budgetWork(app.cpuPool);
  const tags = ['budget'];
  const errors = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    429: apiErrorSchema,
  };

  // Every answer is a plan by its id (the caller's, or one made signed out): never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/budget-plans',
    {
      // Each plan prices every destination over the inventory: charged by its weight.
      preHandler: costGate(
        () => app.costLimiter,
        (request) =>
          budgetPlanCost(request.body as { travelers: number; travelDates: { startDate: string; endDate: string } }),
      ),
      schema: {
        tags,
        summary: 'Destinations that fit a budget, ranked (stored for a day unless saved)',
        security: [{ csrf: [] }],
        body: budgetRequestSchema,
        response: { 201: budgetPlanResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const deps = { db, inventory: app.inventory, catalogue: app.planningCatalogue, work };
      const plan = await service.createBudgetPlan(deps, request.user?.id ?? null, request.body, app.clock.now());
      return reply.status(201).send({ plan });
    },
  );

  app.get(
    '/api/budget-plans/:id',
    {
      schema: {
        tags,
        summary: "A budget plan: the caller's saved one, or an unsaved one of the last day",
        params: idParamSchema,
        response: { 200: budgetPlanResponseSchema, ...errors },
      },
    },
    async (request) => ({
      plan: await service.getBudgetPlan(db, request.params.id, request.user?.id ?? null, app.clock.now()),
    }),
  );

  app.post(
    '/api/budget-plans/:id/save',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Save a budget plan to the account (listed in Saved)',
        security: [{ csrf: [] }],
        params: idParamSchema,
        response: { 200: budgetPlanResponseSchema, ...errors },
      },
    },
    async (request) => ({
      plan: await service.saveBudgetPlan(db, request.params.id, request.user!.id, app.clock.now()),
    }),
  );
};

/**
 * The budget assistant's routes and the daily cleanup of unsaved plans. Register after the session
 * plugin and the planning module (it reads `request.user` and `app.planningCatalogue`).
 */
export const budgetPlanRoutes = fp(
  async (app, options: Options) => {
    registerBudgetPlansCleanup(app);
    await app.register(budgetPlanRoutesPlugin, options);
  },
  { name: 'budget-plans', dependencies: ['planning'] },
);
