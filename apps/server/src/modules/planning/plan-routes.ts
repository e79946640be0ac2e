/**
 * Trip plans.
 *
 * POST   /api/plans           body PlanRequestInput → 201 { plan } (signed in: saved; signed out: unclaimed for a day)
 * GET    /api/plans           (signed in)           → { plans } soonest first
 * GET    /api/plans/:id                             → { plan } own, or unclaimed (made within a day) by id; 404 otherwise
 * POST   /api/plans/:id/claim (signed in)           → { plan } an unclaimed plan (made within a day) becomes the caller's; 404 otherwise
 * DELETE /api/plans/:id       (owner)               → 204
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@escazo/contracts/common';
import { apiErrorSchema } from '@escazo/contracts/errors';
import { planListSchema, planRequestSchema, planResponseSchema } from '@escazo/contracts/planning';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { requireUser } from '../auth/public.ts';
import { costGate } from '../cpu-pool/public.ts';
import { answerNoStore } from './no-store.ts';
import { planInPool, tripPlanCost } from './plan-query.ts';
import * as service from './service.ts';

type Options = { database: Database; config: Config };

export const planRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;
  const tags = ['planning'];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
  // The inventory is read only to plan (reading the rest never needs it).
  const deps = () => ({ db, catalogue: app.planningCatalogue });

  answerNoStore(app);

  app.post(
    '/api/plans',
    {
      // Each plan runs the planner (in the CPU pool): charged by the days it plans.
      preHandler: costGate(
        () => app.costLimiter,
        (request) => tripPlanCost(request.body as { startDate: string; endDate: string }),
      ),
      schema: {
        tags,
        summary: 'Plan a trip (signed in: saved to the account; signed out: kept a day until claimed)',
        security: [{ csrf: [] }],
        body: planRequestSchema,
        response: { 201: planResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const plan = await service.createPlan(
        { ...deps(), inventory: app.inventory, runPlan: planInPool(app.cpuPool) },
        request.user?.id ?? null,
        request.body,
        app.clock.now(),
      );
      return reply.status(201).send({ plan });
    },
  );

  app.get(
    '/api/plans',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The caller's trips, soonest first",
        response: { 200: planListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ plans: await service.listPlans(deps(), request.user!.id) }),
  );

  app.get(
    '/api/plans/:id',
    {
      schema: {
        tags,
        summary: "One of the caller's trips, or a plan made signed out (by its id)",
        params: idParamSchema,
        response: { 200: planResponseSchema, ...errors },
      },
    },
    async (request) => ({
      plan: await service.getPlan(deps(), request.params.id, request.user?.id ?? null, app.clock.now()),
    }),
  );

  app.post(
    '/api/plans/:id/claim',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Save a plan made signed out to the account',
        security: [{ csrf: [] }],
        params: idParamSchema,
        response: { 200: planResponseSchema, ...errors },
      },
    },
    async (request) => ({
      plan: await service.claimPlan(deps(), request.params.id, request.user!.id, app.clock.now()),
    }),
  );

  app.delete(
    '/api/plans/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Delete one of the caller's trips",
        security: [{ csrf: [] }],
        params: idParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deletePlan(db, request.params.id, request.user!.id);
      return reply.status(204).send(null);
    },
  );
};
