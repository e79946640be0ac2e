/**
 * Editing a trip (the owner only; another user's plan is a 404). Every edit names the version it
 * was made on and is written with one conditional update: 409 PLAN_CHANGED when another change
 * came first. Item edits re-time their day and re-check the whole plan; an edit that would leave an
 * item past midnight is a 400 planner.pastMidnight and nothing is written.
 *
 * PATCH  /api/plans/:id                      body PlanUpdate   → { plan } name and notes
 * PUT    /api/plans/:id                      body PlanReplan   → { plan } Edit Trip: planned afresh in place
 * POST   /api/plans/:id/items                body PlanItemAdd  → { plan } Add Activity (400 planner.unknownPlace; 404 for a
 *                                                                       date outside the trip)
 * PATCH  /api/plans/:id/items/:itemId        body PlanItemEdit → { plan } a visit's or meal's start and length
 * DELETE /api/plans/:id/items/:itemId?version=N                → { plan }
 * PUT    /api/plans/:id/days/:date/order     body PlanDayOrder → { plan }
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@escazo/contracts/common';
import { apiErrorSchema } from '@escazo/contracts/errors';
import {
  planDayOrderSchema,
  planDayParamsSchema,
  planItemAddSchema,
  planItemEditSchema,
  planItemParamsSchema,
  planReplanSchema,
  planResponseSchema,
  planUpdateSchema,
  planVersionQuerySchema,
} from '@escazo/contracts/planning';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { requireUser } from '../auth/public.ts';
import { costGate } from '../cpu-pool/public.ts';
import { answerNoStore } from './no-store.ts';
import { planInPool, tripPlanCost } from './plan-query.ts';
import { replanTrip } from './edit-replan.ts';
import { addPlanItem, deletePlanItem, editPlanItem, reorderPlanDay, updatePlanDetails } from './edit-service.ts';

type Options = { database: Database; config: Config };

export const editRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;
  const tags = ['planning'];
  const response = {
    200: planResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
    409: apiErrorSchema,
    429: apiErrorSchema,
    503: apiErrorSchema,
  };
  const security = [{ csrf: [] }];
  const deps = () => ({ db, catalogue: app.planningCatalogue, now: app.clock.now() });

  answerNoStore(app);

  app.patch(
    '/api/plans/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Rename a trip or change its notes',
        security,
        params: idParamSchema,
        body: planUpdateSchema,
        response,
      },
    },
    async (request) => ({ plan: await updatePlanDetails(deps(), request.params.id, request.user!.id, request.body) }),
  );

  app.put(
    '/api/plans/:id',
    {
      // Planning afresh runs the planner (in the CPU pool): charged like creating a plan.
      preHandler: [
        requireUser,
        costGate(
          () => app.costLimiter,
          (request) => tripPlanCost(request.body as { startDate: string; endDate: string }),
        ),
      ],
      schema: {
        tags,
        summary: 'Edit Trip: plan the trip afresh in place (same id)',
        security,
        params: idParamSchema,
        body: planReplanSchema,
        response,
      },
    },
    async (request) => ({
      plan: await replanTrip(
        { ...deps(), inventory: app.inventory, runPlan: planInPool(app.cpuPool) },
        request.params.id,
        request.user!.id,
        request.body,
      ),
    }),
  );

  app.post(
    '/api/plans/:id/items',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Add Activity: a place of the destination's guide on a day",
        security,
        params: idParamSchema,
        body: planItemAddSchema,
        response,
      },
    },
    async (request) => ({ plan: await addPlanItem(deps(), request.params.id, request.user!.id, request.body) }),
  );

  app.patch(
    '/api/plans/:id/items/:itemId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "A visit's or meal's new start and/or length",
        security,
        params: planItemParamsSchema,
        body: planItemEditSchema,
        response,
      },
    },
    async (request) => ({
      plan: await editPlanItem(deps(), request.params.id, request.user!.id, request.params.itemId, request.body),
    }),
  );

  app.delete(
    '/api/plans/:id/items/:itemId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Remove a visit or meal',
        security,
        params: planItemParamsSchema,
        querystring: planVersionQuerySchema,
        response,
      },
    },
    async (request) => ({
      plan: await deletePlanItem(
        deps(),
        request.params.id,
        request.user!.id,
        request.params.itemId,
        request.query.version,
      ),
    }),
  );

  app.put(
    '/api/plans/:id/days/:date/order',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "A day's items in a new order",
        security,
        params: planDayParamsSchema,
        body: planDayOrderSchema,
        response,
      },
    },
    async (request) => ({
      plan: await reorderPlanDay(deps(), request.params.id, request.user!.id, request.params.date, request.body),
    }),
  );
};
