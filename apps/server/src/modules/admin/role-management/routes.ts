import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminRoleCreateSchema,
  adminRoleListSchema,
  adminRoleParamsSchema,
  adminRoleSchema,
  adminRoleUpdateSchema,
} from '@escazo/contracts/admin';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Database } from '@server/db/client.ts';
import * as service from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const writeErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema };

/**
 * The Roles tab. The list needs roles:read (the Users tab lists assignable roles through
 * /api/admin/role-options with users:read instead); every change needs roles:manage.
 */
export const adminRoleManagementRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/admin/roles',
    {
      config: { permission: 'roles:read' },
      schema: {
        tags: ['admin'],
        summary: 'Roles with their permissions and how many accounts have each',
        response: { 200: adminRoleListSchema, ...errors },
      },
    },
    async () => ({ roles: await service.listAdminRoles(db) }),
  );

  app.post(
    '/api/admin/roles',
    {
      config: { permission: 'roles:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Create a role',
        security: [{ csrf: [] }],
        body: adminRoleCreateSchema,
        response: { 201: adminRoleSchema, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createRole(db, request, request.body)),
  );

  app.patch(
    '/api/admin/roles/:id',
    {
      config: { permission: 'roles:manage' },
      schema: {
        tags: ['admin'],
        summary: "Change a role's name, description, level or permissions",
        security: [{ csrf: [] }],
        params: adminRoleParamsSchema,
        body: adminRoleUpdateSchema,
        response: { 200: adminRoleSchema, ...writeErrors },
      },
    },
    async (request) => service.updateRole(db, request, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/roles/:id',
    {
      config: { permission: 'roles:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a role no account has (409 ROLE_IN_USE otherwise)',
        security: [{ csrf: [] }],
        params: adminRoleParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await service.deleteRole(db, request, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
