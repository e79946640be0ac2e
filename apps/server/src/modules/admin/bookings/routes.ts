import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBookingCancelResultSchema,
  adminBookingCancelSchema,
  adminBookingDetailSchema,
  adminBookingListSchema,
  adminBookingParamsSchema,
  adminBookingsQuerySchema,
} from '@escazo/contracts/admin';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { searchAllBookings, staffBookings } from '../../bookings/public.ts';
import type { PaymentProcessor } from '../../payments/public.ts';
import { currentAdmin } from '../access/current-admin.ts';
import { presentAdminBooking, presentAdminBookingDetail } from './presenter.ts';

import * as service from './service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['admin'];

type Options = { database: Database; config: Config; processor: PaymentProcessor };

/** Bookings for staff: bookings:read to search and view, bookings:manage to cancel on a traveller's behalf. */
export const adminBookingRoutes: FastifyPluginAsyncZod<Options> = async (app, { database, config, processor }) => {
  const { db } = database;
  const staff = staffBookings(app, { database, processor, config });
  const context = (request: FastifyRequest): service.StaffContext => ({
    db,
    staff,
    request,
    admin: currentAdmin(request),
    now: app.clock.now(),
  });

  app.get(
    '/api/admin/bookings',
    {
      config: { permission: 'bookings:read' },
      schema: {
        tags,
        summary: 'Bookings of every account: search by confirmation code, e-mail or name; paged',
        querystring: adminBookingsQuerySchema,
        response: { 200: adminBookingListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { rows, total } = await searchAllBookings(db, request.query);
      reply.header('cache-control', 'no-store');
      return {
        bookings: rows.map(presentAdminBooking),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  app.get(
    '/api/admin/bookings/:id',
    {
      config: { permission: 'bookings:read' },
      schema: {
        tags,
        summary: 'A booking as its traveller sees it, the account holder and the cancellation quote',
        params: adminBookingParamsSchema,
        response: { 200: adminBookingDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { view, user } = await service.bookingForStaff(context(request), request.params.id);
      reply.header('cache-control', 'no-store');
      return presentAdminBookingDetail(view, user);
    },
  );

  app.post(
    '/api/admin/bookings/:id/cancel',
    {
      config: { permission: 'bookings:manage' },
      schema: {
        tags,
        summary: "Cancel on the traveller's behalf with the policy's refund (or a Super Admin's override)",
        security: [{ csrf: [] }],
        params: adminBookingParamsSchema,
        body: adminBookingCancelSchema,
        response: { 200: adminBookingCancelResultSchema, ...errors },
      },
    },
    async (request) => service.cancelForTraveller(context(request), request.params.id, request.body),
  );
};
