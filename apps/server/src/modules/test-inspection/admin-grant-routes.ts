import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Database } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';
import { grantAdminRole, GrantRefused } from '../admin/public.ts';
import { singleLineText } from '@escazo/contracts/text';

const adminGrantBodySchema = z.object({
  email: singleLineText().min(3).max(254),
  role: singleLineText().min(1).max(100),
});

/**
 * Gives an account an admin role the way `npm run admin:grant` does, so the browser tests can make
 * an administrator. For the browser tests only; a state-changing /api route, so it needs the CSRF
 * token like any other.
 */
export const testAdminGrantRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.post(
    '/api/test/admin-grant',
    {
      schema: {
        hide: true,
        body: adminGrantBodySchema,
        response: {
          200: z.object({ email: z.string(), role: z.string(), changed: z.boolean() }),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      try {
        const result = await grantAdminRole(database.db, request.body.email, request.body.role);
        return { email: result.email, role: result.role, changed: result.changed };
      } catch (err) {
        if (err instanceof GrantRefused) throw new AppError(404, 'NOT_FOUND', err.message);
        throw err;
      }
    },
  );
};
