/**
 * A day of a trip on a map (SVG drawn from bundled geography: no outside tiles).
 *
 * GET /api/plans/:id/map.svg?date=YYYY-MM-DD            (owner)  → image/svg+xml; 404 for a date outside the trip
 * GET /api/shared-plans/:token/map.svg?date=YYYY-MM-DD  (public) → the same for a shared trip (404 SHARE_LINK_INVALID)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { apiErrorSchema } from '@escazo/contracts/errors';
import { planMapQuerySchema, planShareParamsSchema } from '@escazo/contracts/planning';
import { idParamSchema } from '@escazo/contracts/common';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { requireUser } from '../auth/public.ts';
import { dayNotFound } from './edit-errors.ts';
import { renderDayMap } from './plan-map.ts';
import { dayStops } from './plan-map-stops.ts';
import type { PlanRow } from './repository.ts';
import { ownPlanOr404 } from './edit-apply.ts';
import { sharedPlanOr404 } from './share-access.ts';
import { sharedLinkLimit } from './share-limit.ts';
import type { StoredDay, StoredOptions } from './stored-plan.ts';

type Options = { database: Database; config: Config };

export const planMapRoutes: FastifyPluginAsyncZod<Options> = async (app, { database, config }) => {
  const { db } = database;
  const tags = ['planning'];
  const response = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

  function sendDayMap(reply: FastifyReply, row: PlanRow, date: string) {
    const days = row.days as StoredDay[];
    const index = days.findIndex((day) => day.date === date);
    if (index === -1) throw dayNotFound();
    const destination = app.planningCatalogue.byId(row.destinationId)?.name ?? row.destinationId;
    const svg = renderDayMap(
      `Day ${index + 1} in ${destination}`,
      dayStops(days[index]!, index, row.options as StoredOptions),
    );
    return reply.header('cache-control', 'no-store').type('image/svg+xml').send(svg);
  }

  app.get(
    '/api/plans/:id/map.svg',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "A day of one of the caller's trips on a map (SVG)",
        params: idParamSchema,
        querystring: planMapQuerySchema,
        response,
      },
    },
    async (request, reply) =>
      sendDayMap(reply, await ownPlanOr404(db, request.params.id, request.user!.id), request.query.date),
  );

  app.get(
    '/api/shared-plans/:token/map.svg',
    {
      config: sharedLinkLimit(config),
      schema: {
        tags,
        summary: 'A day of a shared trip on a map (SVG)',
        params: planShareParamsSchema,
        querystring: planMapQuerySchema,
        response,
      },
    },
    async (request, reply) => sendDayMap(reply, await sharedPlanOr404(db, request.params.token), request.query.date),
  );
};
