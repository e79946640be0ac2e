import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBanSchema,
  adminUserDetailSchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  adminUsersQuerySchema,
} from '@escazo/contracts/admin';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Database } from '@server/db/client.ts';
import { currentAdmin } from '../access/current-admin.ts';
import { presentAdminUser, presentAdminUserDetail } from './presenter.ts';
import { listAdminUsers } from './repository.ts';
import * as service from './service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const userResponse = { 200: adminUserSchema, ...errors };

export const adminUserRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  const action = (request: FastifyRequest): service.AdminAction => ({
    db,
    request,
    admin: currentAdmin(request),
    now: app.clock.now(),
  });

  app.get(
    '/api/admin/users',
    {
      config: { permission: 'users:read' },
      schema: {
        tags: ['admin'],
        summary: 'Users: search, filter and page',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await listAdminUsers(db, request.query, app.clock.now());
      return { users: rows.map(presentAdminUser), total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      config: { permission: 'users:read' },
      schema: {
        tags: ['admin'],
        summary: "A user's profile, sessions, security events and bookings",
        params: adminUserParamsSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { row, sessions, events, bookings } = await service.userDetail(action(request), request.params.id);
      return presentAdminUserDetail(row, sessions, events, bookings);
    },
  );

  app.patch(
    '/api/admin/users/:id',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags: ['admin'],
        summary: "Change a user's name or role",
        security: [{ csrf: [] }],
        params: adminUserParamsSchema,
        body: adminUserUpdateSchema,
        response: userResponse,
      },
    },
    async (request) => presentAdminUser(await service.updateUser(action(request), request.params.id, request.body)),
  );

  app.post(
    '/api/admin/users/:id/ban',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Ban a user and end their sessions',
        security: [{ csrf: [] }],
        params: adminUserParamsSchema,
        body: adminBanSchema,
        response: userResponse,
      },
    },
    async (request) => presentAdminUser(await service.banUser(action(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/api/admin/users/:id/unban',
    {
      config: { permission: 'users:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Lift a ban',
        security: [{ csrf: [] }],
        params: adminUserParamsSchema,
        response: userResponse,
      },
    },
    async (request) => presentAdminUser(await service.unbanUser(action(request), request.params.id)),
  );
};
