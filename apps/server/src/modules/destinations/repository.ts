import { asc } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { popularDestinations } from './schema.ts';

export type PopularDestinationRow = typeof popularDestinations.$inferSelect;

/** The featured destinations in their home-page order. */
export function listPopularDestinations(db: Db): Promise<PopularDestinationRow[]> {
  return db.select().from(popularDestinations).orderBy(asc(popularDestinations.position));
}
