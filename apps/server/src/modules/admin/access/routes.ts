import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAccessSchema, adminRoleOptionsSchema, adminStatusSchema } from '@escazo/contracts/admin';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Database } from '@server/db/client.ts';
import { recordAdminEvent } from '../admin-events.ts';
import { presentRole } from '../roles/presenter.ts';
import { listRoles } from '../roles/repository.ts';
import { currentAdmin } from './current-admin.ts';
import { loadAdminGrants } from './grants.ts';
import { ANY_ADMIN_PERMISSION } from './route-permission.ts';

const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

export const adminAccessRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/api/admin/access',
    {
      config: { permission: ANY_ADMIN_PERMISSION },
      schema: {
        tags: ['admin'],
        summary: "The caller's admin role and permissions (opening /admin)",
        response: { 200: adminAccessSchema, ...denied },
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      await recordAdminEvent(db, request, {
        type: 'admin_access',
        target: null,
        details: { role: admin.role?.name ?? null },
      });
      return { permissions: admin.permissions, role: admin.role! };
    },
  );

  // Outside /api/admin on purpose: asking whether to show a link is not an attempt to open the
  // panel, so it needs no permission and writes nothing to the security log.
  app.get(
    '/api/me/admin',
    // Signed out is simply "no" (not a 401): the header asks while a sign-out is under way.
    {
      schema: {
        tags: ['admin'],
        summary: 'Whether the signed-in user may open the admin panel',
        response: { 200: adminStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!request.user) return { admin: false };
      return { admin: (await loadAdminGrants(db, request.user.id)).permissions.length > 0 };
    },
  );

  app.get(
    '/api/admin/role-options',
    {
      config: { permission: 'users:read' },
      schema: {
        tags: ['admin'],
        summary: 'The roles a user can be given',
        response: { 200: adminRoleOptionsSchema, ...denied },
      },
    },
    async () => ({ roles: (await listRoles(db)).map(presentRole) }),
  );
};
