import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/client.ts';
import { buildCatalogue, type PlanningCatalogue } from './catalogue.ts';
import { readCatalogueFiles } from './catalogue-files.ts';
import { syncCatalogue } from './catalogue-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The trip planner's knowledge base in memory (loaded from the data files at start). */
    planningCatalogue: PlanningCatalogue;
  }
}

/** Reads the data files, writes them to the database when their hash changed, and decorates the app with the catalogue. */
export async function loadPlanningCatalogue(app: FastifyInstance, database: Database): Promise<PlanningCatalogue> {
  const { destinations, contentHash } = readCatalogueFiles();
  const written = await syncCatalogue(database.db, destinations, contentHash);
  if (written) app.log.info({ destinations: destinations.length, contentHash }, 'planning knowledge base written');
  const catalogue = buildCatalogue(destinations, contentHash);
  app.decorate('planningCatalogue', catalogue);
  return catalogue;
}
