import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsSchema, adminSettingsUpdateSchema, type AdminSettings } from '@escazo/contracts/admin';
import { apiErrorSchema } from '@escazo/contracts/errors';
import type { Database } from '@server/db/client.ts';
import type { CurrentSettings } from '../../settings/public.ts';
import { recordAdminEvent } from '../admin-events.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

const presentSettings = ({ updatedAt, ...values }: CurrentSettings): AdminSettings => ({
  ...values,
  updatedAt: updatedAt?.toISOString() ?? null,
});

/** The Settings tab (settings:manage); a change applies to the next request and is audited in its transaction. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app) => {
  app.get(
    '/api/admin/settings',
    {
      config: { permission: 'settings:manage' },
      schema: { tags: ['admin'], summary: 'Every site setting', response: { 200: adminSettingsSchema, ...errors } },
    },
    async () => presentSettings(await app.siteSettings.current()),
  );

  app.put(
    '/api/admin/settings',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Save every site setting',
        security: [{ csrf: [] }],
        body: adminSettingsUpdateSchema,
        response: { 200: adminSettingsSchema, ...errors },
      },
    },
    async (request) => {
      await app.siteSettings.update(request.body, request.user?.id ?? null, app.clock.now(), (tx, changes) =>
        recordAdminEvent(tx, request, { type: 'settings_changed', target: null, details: { changes } }),
      );
      return presentSettings(await app.siteSettings.current());
    },
  );
};
