/**
 * The documents of the signed-in user's booking (another user's is a 404). A confirmed or
 * completed booking has its ticket and calendar file; a cancelled one only its cancellation
 * confirmation (no trip to put in a calendar); a pending one none. A document the booking does not
 * have is a 404 with a message that says which it has.
 *
 * GET /api/bookings/:id/ticket.pdf        → application/pdf, the e-ticket (flights) or voucher, as an attachment
 * GET /api/bookings/:id/calendar.ics      → text/calendar, the trip as a calendar event
 * GET /api/bookings/:id/cancellation.pdf  → application/pdf, the cancellation confirmation (refund and its date)
 */
import type { FastifyReply } from 'fastify';
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

const WITH_TICKET = new Set(['confirmed', 'completed']);

/** Which documents a booking in a status has. */
type Documents = 'ticket' | 'cancellation';
const hasDocuments = (status: string, documents: Documents) =>
  documents === 'ticket' ? WITH_TICKET.has(status) : status === 'cancelled';

const pdfReply = (reply: FastifyReply, pdf: Uint8Array, filename: string) =>
  reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .type('application/pdf')
    .send(Buffer.from(pdf) as never);

export const bookingDocumentRoutes: FastifyPluginAsyncZod<Options> = async (app, { database, config }) => {
  const { db } = database;
  const tags = ['bookings'];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

  async function documentView(userId: string, id: string, documents: Documents) {
    const booking = await findBooking(db, userId, id);
    if (!booking) throw notFound('This booking');
    if (booking.type === 'ride')
      throw new AppError(404, 'NOT_FOUND', "Rides have no ticket or calendar file: the ride's page shows its details.");
    if (!hasDocuments(booking.status, documents)) {
      const message =
        booking.status === 'cancelled'
          ? 'This booking is cancelled: it has a cancellation confirmation, and no ticket or calendar file.'
          : documents === 'cancellation'
            ? 'Only a cancelled booking has a cancellation confirmation.'
            : 'Tickets and calendar files are available for confirmed bookings only.';
      throw new AppError(404, 'NOT_FOUND', message);
    }
    const origin = emailLinkOrigin(config, app.server.listening ? app.server.address() : null);
    return bookingDocumentView(booking, await bookingParts(db, booking.id), origin, app.inventory);
  }

  const pdfRouteOptions = (summary: string) => ({
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
      summary,
      params: bookingIdParamsSchema,
      response: { ...errors, 429: apiErrorSchema, 503: apiErrorSchema },
    },
  });

  app.get(
    '/api/bookings/:id/ticket.pdf',
    pdfRouteOptions('The e-ticket (flights) or voucher of a confirmed booking, as a PDF'),
    async (request, reply) => {
      const view = await documentView(request.user!.id, request.params.id, 'ticket');
      const pdf = await app.cpuPool.run(ticketPdfTask, view);
      return pdfReply(reply, pdf, `escazo-${view.confirmationCode}.pdf`);
    },
  );

  app.get(
    '/api/bookings/:id/cancellation.pdf',
    pdfRouteOptions('The cancellation confirmation of a cancelled booking (its refund and date), as a PDF'),
    async (request, reply) => {
      const view = await documentView(request.user!.id, request.params.id, 'cancellation');
      const pdf = await app.cpuPool.run(ticketPdfTask, view);
      return pdfReply(reply, pdf, `escazo-${view.confirmationCode}-cancellation.pdf`);
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
      const view = await documentView(request.user!.id, request.params.id, 'ticket');
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="escazo-${view.confirmationCode}.ics"`)
        .type('text/calendar; charset=utf-8')
        .send(calendarIcs(view) as never);
    },
  );
};
