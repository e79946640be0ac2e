import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SECURITY_EVENTS_CSV_MAX,
  securityEventFiltersSchema,
  securityEventsPageSchema,
  securityEventsQuerySchema,
} from '@escazo/contracts/admin';
import { dayOf } from '@escazo/contracts/dates';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Database } from '@server/db/client.ts';
import { securityEventsCsv } from './csv.ts';
import { formatCursor, parseCursor } from './cursor.ts';
import { presentSecurityEvent } from './presenter.ts';
import { listSecurityEvents } from './repository.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The Security log (security:read): the auth_events trail, filtered, newest first, and as CSV. */
export const adminSecurityEventRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/admin/security-events',
    {
      config: { permission: 'security:read' },
      schema: {
        tags: ['admin'],
        summary: 'Security log: newest first; pass nextCursor as `before` for the next page',
        querystring: securityEventsQuerySchema,
        response: { 200: securityEventsPageSchema, ...errors },
      },
    },
    async (request) => {
      const { before, limit, ...filters } = request.query;
      const rows = await listSecurityEvents(db, filters, {
        before: before ? parseCursor(before) : undefined,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        events: page.map(presentSecurityEvent),
        nextCursor: rows.length > limit && last ? formatCursor({ at: last.cursorAt, id: last.id }) : null,
      };
    },
  );

  app.get(
    '/api/admin/security-events.csv',
    {
      config: { permission: 'security:read' },
      schema: {
        tags: ['admin'],
        summary: `Security log as a CSV download (the newest ${SECURITY_EVENTS_CSV_MAX} matching events)`,
        querystring: securityEventFiltersSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const rows = await listSecurityEvents(db, request.query, { limit: SECURITY_EVENTS_CSV_MAX });
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="escazo-security-log-${dayOf(app.clock.now())}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(securityEventsCsv(rows.map(presentSecurityEvent)) as never);
    },
  );
};
