/**
 * Bookings of the signed-in user (every route needs a session; another user's booking is a 404).
 *
 * POST /api/bookings                         Idempotency-Key header; bookingRequestSchema → 201 bookingCreatedSchema
 *      400 travellers/payment, 402 CARD_DECLINED, 404 unknown offer or another account's, 409 PRICE_CHANGED (with the
 *      new price) / SOLD_OUT / OFFER_ALREADY_BOOKED (with the booking made from it: an offer books once, whatever the key),
 *      410 OFFER_EXPIRED, 422 IDEMPOTENCY_KEY_REUSED. A repeat with the same key and body answers the first result again.
 * GET  /api/bookings?status=&q=              → bookingListSchema (newest first; q on title and destination, any case)
 * GET  /api/bookings/:id                     → bookingDetailResponseSchema (items, travellers, events, payment, policy)
 * GET  /api/bookings/:id/cancellation-quote  → cancellationQuoteSchema (the refund cancelling now would give)
 * POST /api/bookings/:id/cancel              → cancellationResultSchema (again on a cancelled booking: the same result)
 * POST /api/bookings/:id/confirm             confirmBookingRequestSchema → bookingCreatedSchema (pay a pending booking; 410 HOLD_EXPIRED)
 * GET  /api/trips                            → tripListSchema (trips.ts)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policyWords } from '@escazo/booking';
import {
  bookingCreatedSchema,
  bookingDetailResponseSchema,
  bookingHeadersSchema,
  bookingIdParamsSchema,
  bookingListRequestSchema,
  bookingListSchema,
  bookingRequestSchema,
  cancellationQuoteSchema,
  cancellationResultSchema,
  confirmBookingRequestSchema,
  offerAlreadyBookedErrorSchema,
  priceChangedErrorSchema,
  type CancellationPolicyKind,
} from '@escazo/contracts/bookings';
import { todayIso } from '@escazo/contracts/dates';
import { apiErrorSchema, type ApiErrorBody } from '@escazo/contracts/errors';
import type { Config } from '@server/config.ts';
import type { Database, Db } from '@server/db/client.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import { requireUser } from '../auth/public.ts';
import { OfferAlreadyBookedError } from '../offers/public.ts';
import { emailLinkOrigin } from '../mail/public.ts';
import type { PaymentProcessor } from '../payments/public.ts';
import { cancelBooking, cancellationQuote } from './cancel-booking.ts';
import { confirmBooking } from './confirm-booking.ts';
import { bookPlanned, planBooking, PriceChangedError } from './create-booking.ts';
import { registerBookingJobs } from './booking-jobs.ts';
import type { BookingDeps } from './deps.ts';
import type { FollowThrough } from './follow-through.ts';
import { answerIdempotent, requestHash, runIdempotent, type StoredAnswer } from '../payments/public.ts';
import { reconcilePendingCharges } from './reconciler.ts';
import { presentListItems } from './list-items.ts';
import { presentBookingCreated, presentBookingDetail } from './presenter.ts';
import { bookingParts, findBooking, findBookingSummary, listBookings } from './repository.ts';
import { tripRoutes } from './trips.ts';

type Options = { database: Database; processor: PaymentProcessor; config: Config };

/**
 * A 4xx AppError as the body the error handler would write (PRICE_CHANGED also carries the price,
 * OFFER_ALREADY_BOOKED the booking).
 */
async function errorAnswer(db: Db, error: unknown): Promise<StoredAnswer | null> {
  if (!(error instanceof AppError) || error.statusCode >= 500) return null;
  const body: ApiErrorBody['error'] & { price?: unknown; booking?: unknown } = {
    code: error.code,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
  };
  if (error instanceof PriceChangedError) {
    const { base, taxesAndFees, total, currency } = error.price;
    body.price = {
      base: { amount: base, currency },
      taxesAndFees: { amount: taxesAndFees, currency },
      total: { amount: total, currency },
    };
  }
  if (error instanceof OfferAlreadyBookedError) body.booking = await findBookingSummary(db, error.bookingId);
  return { statusCode: error.statusCode, body: { error: body } };
}

/** The step's value, or the answer its 4xx AppError gives; anything else is thrown on. */
async function answerOf<T>(db: Db, step: () => Promise<T>): Promise<{ value: T } | { answer: StoredAnswer }> {
  try {
    return { value: await step() };
  } catch (error) {
    const answer = await errorAnswer(db, error);
    if (answer) return { answer };
    throw error;
  }
}

export const bookingRoutes: FastifyPluginAsyncZod<Options> = async (app, { database, processor, config }) => {
  const { db } = database;
  const followThrough: FollowThrough = {
    db,
    config,
    log: app.log,
    origin: () => emailLinkOrigin(config, app.server.listening ? app.server.address() : null),
    inventory: () => app.inventory,
  };
  const deps: BookingDeps = { db, processor, inventory: () => app.inventory, followThrough };
  registerBookingJobs(app, followThrough, () => app.inventory, processor);
  const tags = ['bookings'];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

  await app.register(tripRoutes, { database });

  // A charge left pending by a process that died before its booking committed is given back; its
  // scheduled reconcile job does it too, this start-up pass is the safety net.
  app.addHook('onReady', async () => {
    await reconcilePendingCharges(db, processor, app.log, app.clock.now());
  });

  app.post(
    '/api/bookings',
    {
      preHandler: requireUser,
      config: { birthDays: ['body.travellers.*.dateOfBirth'] },
      schema: {
        tags,
        summary:
          'Book an offer: takes the availability and charges the card in one guarded step (Idempotency-Key required)',
        headers: bookingHeadersSchema,
        body: bookingRequestSchema,
        response: {
          201: bookingCreatedSchema,
          ...errors,
          402: apiErrorSchema,
          409: priceChangedErrorSchema.or(offerAlreadyBookedErrorSchema).or(apiErrorSchema),
          410: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const now = app.clock.now();
      const claim = {
        userId,
        scope: 'POST /api/bookings',
        key: request.headers['idempotency-key'],
        hash: requestHash(request.body),
      };
      // A rejection the checks in memory decide (sold out, price changed, expired offer) is stored
      // with the key in one statement; only a bookable request claims the key and then books.
      const planned = await answerOf(db, () => planBooking(deps, userId, request.body, now));
      const answer =
        'answer' in planned
          ? await answerIdempotent(db, claim, planned.answer)
          : await runIdempotent(db, claim, async () => {
              const booked = await answerOf(db, () => bookPlanned(deps, userId, request.body, planned.value, now));
              return 'answer' in booked
                ? booked.answer
                : { statusCode: 201, body: presentBookingCreated(booked.value) };
            });
      return reply.status(answer.statusCode).send(answer.body as never);
    },
  );

  app.get(
    '/api/bookings',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The caller's bookings, newest first",
        querystring: bookingListRequestSchema,
        response: { 200: bookingListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const today = todayIso(now);
      const rows = await listBookings(db, request.user!.id, {
        now,
        status: request.query.status,
        q: request.query.q || undefined,
        today,
      });
      const bookings = await presentListItems(db, rows, app.inventory, now, today);
      reply.header('cache-control', 'no-store');
      return { bookings };
    },
  );

  app.get(
    '/api/bookings/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'One booking with its items, travellers, events and payment',
        params: bookingIdParamsSchema,
        response: { 200: bookingDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await findBooking(db, request.user!.id, request.params.id);
      if (!booking) throw notFound('This booking');
      reply.header('cache-control', 'no-store');
      return {
        booking: presentBookingDetail(booking, await bookingParts(db, booking.id), app.inventory, app.clock.now()),
      };
    },
  );

  app.get(
    '/api/bookings/:id/cancellation-quote',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The refund cancelling now would give, and the policy',
        params: bookingIdParamsSchema,
        response: { 200: cancellationQuoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { booking, refund, paid } = await cancellationQuote(
        db,
        app.inventory,
        request.user!.id,
        request.params.id,
        app.clock.now(),
      );
      const kind = booking.policyKind as CancellationPolicyKind;
      reply.header('cache-control', 'no-store');
      return {
        refund: { amount: refund, currency: booking.currency },
        paid: { amount: paid, currency: booking.currency },
        cancellationPolicy: { kind, description: policyWords[kind] },
      };
    },
  );

  app.post(
    '/api/bookings/:id/cancel',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Cancel by the policy: refund through the processor and release the inventory',
        params: bookingIdParamsSchema,
        response: { 200: cancellationResultSchema, ...errors },
      },
    },
    async (request) => {
      const { booking, refund } = await cancelBooking(deps, request.user!.id, request.params.id, app.clock.now());
      return {
        booking: { id: booking.id, status: 'cancelled' as const },
        refund: { amount: refund, currency: booking.currency },
      };
    },
  );

  app.post(
    '/api/bookings/:id/confirm',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Pay a pending (pay-later) booking',
        params: bookingIdParamsSchema,
        body: confirmBookingRequestSchema,
        response: { 200: bookingCreatedSchema, ...errors, 402: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request) =>
      presentBookingCreated(
        await confirmBooking(deps, request.user!.id, request.params.id, request.body, app.clock.now()),
      ),
  );
};
