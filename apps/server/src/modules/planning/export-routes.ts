/**
 * The itinerary as files: the owner's trip, or a shared one by its link's token.
 *
 * GET /api/plans/:id/itinerary.pdf            (owner)  → application/pdf, an attachment
 * GET /api/plans/:id/itinerary.ics            (owner)  → text/calendar, one event per visit, meal, check-in, check-out
 *                                                       and flight (at each airport's local time)
 * GET /api/shared-plans/:token/itinerary.pdf  (public) → the same for a shared trip (404 SHARE_LINK_INVALID)
 * GET /api/shared-plans/:token/itinerary.ics  (public)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { idParamSchema } from '@escazo/contracts/common';
import { apiErrorSchema } from '@escazo/contracts/errors';
import { planShareParamsSchema, type Plan } from '@escazo/contracts/planning';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { requireUser } from '../auth/public.ts';
import { flightInstants } from './export-flights.ts';
import { itineraryIcs } from './export-ics.ts';
import { costGate, cpuTask } from '../cpu-pool/public.ts';
import { PDF_COST } from '../documents/public.ts';
import { ownPlanOr404 } from './edit-apply.ts';
import { presentPlan, presentSharedPlan } from './presenter.ts';
import { airport } from './flights.ts';
import type { PlanRow } from './repository.ts';
import { sharedPlanOr404 } from './share-access.ts';
import { sharedLinkLimit } from './share-limit.ts';
import { webLink } from './share-link.ts';
import { ownItineraryPath, sharedItineraryPath } from './share-token.ts';
import type { StoredDay } from './stored-plan.ts';

type Options = { database: Database; config: Config };
type Format = 'pdf' | 'ics';

/** A file name from the trip's name: "3 days in São Paulo" → "3-days-in-sao-paulo". */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'itinerary';
}

/** `itineraryPdf` in the CPU pool (export-pdf-task.ts). */
const itineraryPdfTask = cpuTask<{ plan: Plan; link: string | null }, Uint8Array>(
  new URL('./export-pdf-task.ts', import.meta.url),
  'itineraryPdf',
);

export const exportRoutes: FastifyPluginAsyncZod<Options> = async (app, { database, config }) => {
  const { db } = database;
  const tags = ['planning'];
  const errors = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    404: apiErrorSchema,
    429: apiErrorSchema,
    503: apiErrorSchema,
  };
  // A PDF is drawn in the CPU pool and charged by weight; the calendar file is light.
  const charge = (format: Format) =>
    format === 'pdf'
      ? [
          costGate(
            () => app.costLimiter,
            () => PDF_COST,
          ),
        ]
      : [];

  async function sendItinerary(reply: FastifyReply, row: PlanRow, format: Format, linkPath: string, shared: boolean) {
    const plan = shared ? presentSharedPlan(row, app.planningCatalogue) : presentPlan(row, app.planningCatalogue, true);
    const link = webLink(app, config, linkPath);
    reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${fileSlug(plan.name)}.${format}"`);
    if (format === 'pdf')
      return reply
        .type('application/pdf')
        .send(Buffer.from(await app.cpuPool.run(itineraryPdfTask, { plan, link })) as never);
    const timeZone = app.planningCatalogue.byId(row.destinationId)?.planner.timeZone ?? 'UTC';
    const flights = flightInstants(row.days as StoredDay[], (code) => airport(app.inventory, code)?.timeZone, timeZone);
    return reply.type('text/calendar; charset=utf-8').send(itineraryIcs(plan, timeZone, link, flights) as never);
  }

  for (const format of ['pdf', 'ics'] as const) {
    const what = format === 'pdf' ? 'as a PDF' : 'as a calendar file (iCalendar)';
    app.get(
      `/api/plans/:id/itinerary.${format}`,
      {
        preHandler: [requireUser, ...charge(format)],
        schema: { tags, summary: `One of the caller's trips ${what}`, params: idParamSchema, response: errors },
      },
      async (request, reply) => {
        const row = await ownPlanOr404(db, request.params.id, request.user!.id);
        return sendItinerary(reply, row, format, ownItineraryPath(row.id), false);
      },
    );
    app.get(
      `/api/shared-plans/:token/itinerary.${format}`,
      {
        config: sharedLinkLimit(config),
        preHandler: charge(format),
        schema: { tags, summary: `A shared trip ${what}`, params: planShareParamsSchema, response: errors },
      },
      async (request, reply) => {
        const row = await sharedPlanOr404(db, request.params.token);
        return sendItinerary(reply, row, format, sharedItineraryPath(request.params.token), true);
      },
    );
  }
};
