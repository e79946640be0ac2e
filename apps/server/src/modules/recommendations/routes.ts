import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/client.ts';
import { recommendationCataloguePlugin } from './catalogue-plugin.ts';
import { recommendationPageRoutes } from './recommendation-routes.ts';

/**
 * Recommendations: the catalogue (`app.recommendationCatalogue`, which the saved module also names
 * favourites and bookmarks from) and the routes. Register after the planning module and the session plugin.
 */
export const recommendationRoutes = fp(
  async (app: FastifyInstance, { database }: { database: Database }) => {
    await app.register(recommendationCataloguePlugin);
    await app.register(recommendationPageRoutes, { database });
  },
  { name: 'recommendations', dependencies: ['planning'] },
);
