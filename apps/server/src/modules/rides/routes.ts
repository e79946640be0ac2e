/**
 * Rides: cities and places to ride between, options (quotes), booking, the ride and its cancellation.
 *
 * GET  /api/rides/cities?q=                       → rideCitiesResponseSchema (≤ 20; empty q: largest first)
 * GET  /api/rides/cities/:cityId                  → rideCityDetailSchema (zone, centre, the 8 shortcuts)
 * GET  /api/rides/places?city=&q=                 → ridePlacesResponseSchema (≤ 8)
 * GET  /api/rides/options?city=&pickup=&destination=&when=&passengers=
 *      → rideOptionsResponseSchema; 400 RIDE_SAME_PLACE / RIDE_TOO_FAR / RIDE_SCHEDULE_INVALID / unknown place, 404 city
 * POST /api/rides      (signed in, Idempotency-Key)  rideBookingRequestSchema → 201 rideBookingResultSchema;
 *      402 CARD_DECLINED, 409 RIDE_OPTION_UNAVAILABLE, 422 IDEMPOTENCY_KEY_REUSED (a repeat answers the first result)
 * GET  /api/rides/:id  (the owner; else 404)      → rideDetailSchema
 * POST /api/rides/:id/cancel  { expectedFee }     → rideDetailSchema; 409 CANCELLATION_FEE_CHANGED (with the
 *      current `cancellation`) / RIDE_NOT_CANCELLABLE
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingHeadersSchema } from '@escazo/contracts/bookings';
import { apiErrorSchema, type ApiErrorBody } from '@escazo/contracts/errors';
import {
  cancellationFeeChangedErrorSchema,
  rideBookingRequestSchema,
  rideBookingResultSchema,
  rideCancelRequestSchema,
  rideCitiesQuerySchema,
  rideCitiesResponseSchema,
  rideCityDetailSchema,
  rideCityParamsSchema,
  rideDetailSchema,
  rideIdParamsSchema,
  rideOptionsQuerySchema,
  rideOptionsResponseSchema,
  ridePlacesQuerySchema,
  ridePlacesResponseSchema,
} from '@escazo/contracts/rides';
import { findRideCity, searchPlaces, searchRideCities, resolveShortcuts } from '@escazo/rides/places';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import { requireUser } from '../auth/public.ts';
import { requestHash, runIdempotent, type StoredAnswer } from '../payments/public.ts';
import type { PaymentProcessor } from '../payments/public.ts';
import { bookRide } from './book-ride.ts';
import { CancellationFeeChangedError, cancelRide } from './cancel-ride.ts';
import type { RideDeps } from './deps.ts';
import { loadRideDetail } from './detail.ts';
import { clockIn, presentRideResult } from './presenter.ts';
import { presentRideOption, quoteTrip, resolveTrip } from './trip.ts';

type Options = { database: Database; processor: PaymentProcessor; config: Config };

/** A 4xx AppError as the body the error handler would write: what a repeat of the request gets again. */
function errorAnswer(error: unknown): StoredAnswer | null {
  if (!(error instanceof AppError) || error.statusCode >= 500) return null;
  const body: ApiErrorBody['error'] = {
    code: error.code,
    message: error.message,
    ...(error.fields ? { fields: error.fields } : {}),
  };
  return { statusCode: error.statusCode, body: { error: body } };
}

export const rideRoutes: FastifyPluginAsyncZod<Options> = async (app, { database, processor, config }) => {
  const { db } = database;
  const deps: RideDeps = { db, processor, config, log: app.log, rides: app.rides, clock: app.clock };
  const clockOf = clockIn(() => app.rides.catalogue);
  const tags = ['rides'];
  const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
  const signedInErrors = { ...errors, 401: apiErrorSchema, 409: apiErrorSchema };

  app.get(
    '/api/rides/cities',
    {
      schema: {
        tags,
        summary: 'Ride cities by name (largest first when q is empty)',
        querystring: rideCitiesQuerySchema,
        response: { 200: rideCitiesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      cities: searchRideCities(app.rides.catalogue, request.query.q ?? '', 20).map((c) => ({
        id: c.id,
        name: c.name,
        country: c.country,
      })),
    }),
  );

  app.get(
    '/api/rides/cities/:cityId',
    {
      schema: {
        tags,
        summary: "A ride city: its zone, centre and the popular places' shortcuts",
        params: rideCityParamsSchema,
        response: { 200: rideCityDetailSchema, ...errors },
      },
    },
    async (request) => {
      const city = findRideCity(app.rides.catalogue, request.params.cityId);
      if (!city) throw notFound('This city');
      return {
        id: city.id,
        name: city.name,
        country: city.country,
        timeZone: city.timeZone,
        centre: city.centre,
        shortcuts: resolveShortcuts(city).map((s) => ({ label: s.label, placeId: s.place?.id ?? null })),
      };
    },
  );

  app.get(
    '/api/rides/places',
    {
      schema: {
        tags,
        summary: 'Places of a ride city matching the text (at most 8)',
        querystring: ridePlacesQuerySchema,
        response: { 200: ridePlacesResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!findRideCity(app.rides.catalogue, request.query.city)) throw notFound('This city');
      const places = searchPlaces(app.rides.catalogue, request.query.city, request.query.q ?? '', 8);
      return { places: places.map((p) => ({ id: p.id, name: p.name, kind: p.kind, lat: p.lat, lon: p.lon })) };
    },
  );

  app.get(
    '/api/rides/options',
    {
      schema: {
        tags,
        summary: 'The five ride options for a trip: fares, availability and ETA from the free drivers',
        querystring: rideOptionsQuerySchema,
        response: { 200: rideOptionsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { city, pickup, destination, when, passengers } = request.query;
      const trip = resolveTrip(app.rides.catalogue, { city, pickup, destination, when }, app.clock.now());
      await app.rides.ensureFleet(trip.city);
      const quote = await quoteTrip(db, trip, passengers, app.rides.timeScale);
      reply.header('cache-control', 'no-store');
      return { route: quote.route, options: quote.options.map(presentRideOption) };
    },
  );

  app.post(
    '/api/rides',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: config.rateLimit.formsPerTenMinutes, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Book a ride: the nearest free driver is assigned and the total authorised (Idempotency-Key required)',
        headers: bookingHeadersSchema,
        body: rideBookingRequestSchema,
        response: { 201: rideBookingResultSchema, ...signedInErrors, 402: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const key = request.headers['idempotency-key'];
      const answer = await runIdempotent(
        db,
        { userId, scope: 'POST /api/rides', key, hash: requestHash(request.body) },
        async () => {
          try {
            const { ride, driver } = await bookRide(deps, userId, request.body, app.clock.now());
            return { statusCode: 201, body: presentRideResult(ride, driver, clockOf(ride.cityId)) };
          } catch (error) {
            const stored = errorAnswer(error);
            if (stored) return stored;
            throw error;
          }
        },
      );
      return reply.status(answer.statusCode).send(answer.body as never);
    },
  );

  app.get(
    '/api/rides/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'One of your rides: status, driver position, timeline and cancellation fee',
        params: rideIdParamsSchema,
        response: { 200: rideDetailSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const detail = await loadRideDetail(db, clockOf, request.params.id, app.clock.now(), request.user!.id);
      if (!detail) throw notFound('This ride');
      reply.header('cache-control', 'no-store');
      return detail;
    },
  );

  app.post(
    '/api/rides/:id/cancel',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Cancel a ride: free until 5 minutes before pick-up, then the type’s base price',
        params: rideIdParamsSchema,
        body: rideCancelRequestSchema,
        response: {
          200: rideDetailSchema,
          ...signedInErrors,
          409: cancellationFeeChangedErrorSchema.or(apiErrorSchema),
        },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const now = app.clock.now();
      try {
        await cancelRide(deps, userId, request.params.id, request.body.expectedFee, now);
      } catch (error) {
        if (!(error instanceof CancellationFeeChangedError)) throw error;
        return reply.status(409).send({
          error: {
            code: 'CANCELLATION_FEE_CHANGED' as const,
            message: error.message,
            cancellation: error.cancellation,
          },
        });
      }
      const detail = await loadRideDetail(db, clockOf, request.params.id, now, userId);
      return detail!;
    },
  );
};
