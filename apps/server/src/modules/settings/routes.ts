import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema } from '@escazo/contracts/settings';

/**
 * Shared caches (a CDN) may keep the public settings briefly; a browser asks again on each page
 * load, so a saved notice or closed sign-ups show at the next visit.
 */
export const PUBLIC_SETTINGS_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';

/** GET /api/settings/public: what every visitor's pages show from the admin Settings. */
export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/public',
    {
      schema: {
        tags: ['settings'],
        summary: 'Support phone and hours, the site notice, and whether sign-ups are open',
        response: { 200: publicSettingsSchema },
      },
    },
    async (_request, reply) => {
      const { supportHours, supportPhone, siteNotice, signupsOpen } = await app.siteSettings.current();
      reply.header('cache-control', PUBLIC_SETTINGS_CACHE_CONTROL);
      return { supportHours, supportPhone, siteNotice, signupsOpen };
    },
  );
};
