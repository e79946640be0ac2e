import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@escazo/contracts/common';
import { apiErrorSchema } from '@escazo/contracts/errors';
import { notificationListSchema, notificationSchema } from '@escazo/contracts/notifications';
import type { Database } from '@server/db/client.ts';
import { requireUser } from '../auth/public.ts';
import * as service from './service.ts';

type Options = { database: Database };

/** The signed-in user's own notifications (the notification centre). */
export const notificationRoutes: FastifyPluginAsyncZod<Options> = async (app, { database }) => {
  const { db } = database;
  const tags = ['notifications'];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/notifications',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Own notifications, newest first, with the unread count',
        response: { 200: notificationListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.listForUser(db, request.user!.id),
  );

  app.post(
    '/api/notifications/read-all',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Mark every own notification read',
        security: [{ csrf: [] }],
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => service.markAllRead(db, request.user!.id, app.clock.now()),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Mark one own notification read',
        security: [{ csrf: [] }],
        params: idParamSchema,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async (request) => service.markRead(db, request.user!.id, request.params.id, app.clock.now()),
  );
};
