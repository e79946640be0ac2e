/**
 * The documents of the signed-in user's booking (another user's is a 404; a pending or cancelled
 * booking has none: 404 as well, with its own message).
 *
 * GET /api/bookings/:id/ticket.pdf    → application/pdf, the e-ticket (flights) or voucher, as an attachment
 * GET /api/bookings/:id/calendar.ics  → text/calendar, the trip as a calendar event
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingIdParamsSchema } from '@escazo/contracts/bookings';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import { requireUser } from '../auth/public.ts';
import { costGate } from '../cpu-pool/public.ts';
import { calendarIcs, PDF_COST, ticketPdfTask } from '../documents/public.ts';
import { emailLinkOrigin } from '../mail/public.ts';
import { bookingDocumentView } from './document-view.ts';
import { bookingParts, findBooking } from './repository.ts';

type Options = { database: Database; config: Config };

const WITH_DOCUMENTS = new Set(['confirmed', 'completed']);

export const bookingDocumentRoutes: FastifyPluginAsyncZod<Options> = async (app, { database, config }) => {
  const { db } = database;
  const tags = ['bookings'];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

  async function documentView(userId: string, id: string) {
    const booking = await findBooking(db, userId, id);
    if (!booking) throw notFound('This booking');
    if (booking.type === 'ride')
      throw new AppError(404, 'NOT_FOUND', "Rides have no ticket or calendar file: the ride's page shows its details.");
    if (!WITH_DOCUMENTS.has(booking.status))
      throw new AppError(404, 'NOT_FOUND', 'Tickets and calendar files are available for confirmed bookings only.');
    const origin = emailLinkOrigin(config, app.server.listening ? app.server.address() : null);
    return bookingDocumentView(booking, await bookingParts(db, booking.id), origin);
  }

  app.get(
    '/api/bookings/:id/ticket.pdf',
    {
      // Drawn in the CPU pool, and charged by weight like the other CPU-heavy answers.
      preHandler: [
        requireUser,
        costGate(
          () => app.costLimiter,
          () => PDF_COST,
        ),
      ],
      schema: {
        tags,
        summary: 'The e-ticket (flights) or voucher of a booking, as a PDF',
        params: bookingIdParamsSchema,
        response: { ...errors, 429: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const view = await documentView(request.user!.id, request.params.id);
      const pdf = await app.cpuPool.run(ticketPdfTask, view);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="escazo-${view.confirmationCode}.pdf"`)
        .type('application/pdf')
        .send(Buffer.from(pdf) as never);
    },
  );

  app.get(
    '/api/bookings/:id/calendar.ics',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'A booking as a calendar event (iCalendar)',
        params: bookingIdParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const view = await documentView(request.user!.id, request.params.id);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="escazo-${view.confirmationCode}.ics"`)
        .type('text/calendar; charset=utf-8')
        .send(calendarIcs(view) as never);
    },
  );
};
