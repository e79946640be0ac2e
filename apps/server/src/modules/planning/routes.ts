import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import { loadPlanningCatalogue } from './catalogue-plugin.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { registerPlanningCleanup } from './cleanup-job.ts';
import { planRoutes } from './plan-routes.ts';
import { editRoutes } from './edit-routes.ts';
import { shareRoutes } from './share-routes.ts';
import { exportRoutes } from './export-routes.ts';
import { planMapRoutes } from './plan-map-routes.ts';
import { bookItemRoutes } from './book-item-routes.ts';

type Options = { database: Database; config: Config };

/**
 * The trip planner: loads the knowledge base (decorating the app with `planningCatalogue`), the
 * cleanup job of unclaimed plans, and the routes, each in its own encapsulated plugin. Register
 * after the session plugin (plans read `request.user`).
 */
export const planningRoutes = fp(
  async (app: FastifyInstance, { database, config }: Options) => {
    await loadPlanningCatalogue(app, database);
    registerPlanningCleanup(app);
    await app.register(catalogueRoutes);
    await app.register(planRoutes, { database, config });
    await app.register(editRoutes, { database, config });
    await app.register(shareRoutes, { database, config });
    await app.register(exportRoutes, { database, config });
    await app.register(planMapRoutes, { database, config });
    await app.register(bookItemRoutes, { database });
  },
  { name: 'planning' },
);
