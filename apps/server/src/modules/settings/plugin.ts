import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { SiteSettings } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site settings edited in the admin panel (support texts, notice, form limits, sign-ups). */
    siteSettings: SiteSettings;
  }
}

/** Decorates `app.siteSettings`; register before any route that reads a setting. */
export const siteSettingsPlugin = fp(
  async (app: FastifyInstance, { database, config }: { database: Database; config: Config }) => {
    app.decorate('siteSettings', new SiteSettings(database.db, config));
  },
  { name: 'site-settings' },
);
