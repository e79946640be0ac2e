import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMessageDetailSchema,
  adminMessageListSchema,
  adminMessageParamsSchema,
  adminMessageReplyInputSchema,
  adminMessageSchema,
  adminMessagesQuerySchema,
  adminMessageUpdateSchema,
} from '@escazo/contracts/admin';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { presentMessage, presentMessageDetail } from './presenter.ts';
import { listMessages } from '../../contact/public.ts';
import * as service from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['admin'];

/** The contact messages inbox: messages:read to list and read, messages:manage to reply and change the status. */
export const adminMessageRoutes: FastifyPluginAsyncZod<{ database: Database; config: Config }> = async (
  app,
  { database, config },
) => {
  const { db } = database;
  const context = (request: FastifyRequest): service.InboxContext => ({
    db,
    config,
    request,
    log: request.log,
    now: app.clock.now(),
  });

  app.get(
    '/api/admin/messages',
    {
      config: { permission: 'messages:read' },
      schema: {
        tags,
        summary: 'Contact messages: filter by department and status, search and page',
        querystring: adminMessagesQuerySchema,
        response: { 200: adminMessageListSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await listMessages(db, request.query);
      return { messages: rows.map(presentMessage), total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/api/admin/messages/:id',
    {
      config: { permission: 'messages:read' },
      schema: {
        tags,
        summary: 'One contact message with its replies',
        params: adminMessageParamsSchema,
        response: { 200: adminMessageDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { row, replies } = await service.messageDetail(db, request.params.id);
      return presentMessageDetail(row, replies);
    },
  );

  app.post(
    '/api/admin/messages/:id/replies',
    {
      config: { permission: 'messages:manage' },
      schema: {
        tags,
        summary: 'Reply to a contact message: e-mailed to the sender; an open message becomes answered',
        security: [{ csrf: [] }],
        params: adminMessageParamsSchema,
        body: adminMessageReplyInputSchema,
        response: { 201: adminMessageDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { row, replies } = await service.replyToMessage(context(request), request.params.id, request.body.body);
      return reply.status(201).send(presentMessageDetail(row, replies));
    },
  );

  app.patch(
    '/api/admin/messages/:id',
    {
      config: { permission: 'messages:manage' },
      schema: {
        tags,
        summary: "Change a contact message's status",
        security: [{ csrf: [] }],
        params: adminMessageParamsSchema,
        body: adminMessageUpdateSchema,
        response: { 200: adminMessageSchema, ...errors },
      },
    },
    async (request) =>
      presentMessage(await service.changeMessageStatus(context(request), request.params.id, request.body.status)),
  );
};
