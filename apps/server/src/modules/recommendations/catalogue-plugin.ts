import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { recommendationCatalogueOf } from './catalogue.ts';
import type { RecommendationCatalogue } from './catalogue-types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The recommendations catalogue of the current knowledge base and inventory (built on first use). */
    recommendationCatalogue: RecommendationCatalogue;
  }
}

/** Decorates the app with `recommendationCatalogue`. Register after the planning module (its knowledge base). */
export const recommendationCataloguePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('recommendationCatalogue', {
      getter(this: FastifyInstance): RecommendationCatalogue {
        return recommendationCatalogueOf(this.planningCatalogue, this.inventory);
      },
    });
  },
  { name: 'recommendation-catalogue', dependencies: ['planning'] },
);
