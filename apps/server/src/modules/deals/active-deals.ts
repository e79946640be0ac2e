import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import { deals } from './schema.ts';

export type ActiveDeal = { type: string; cityId: string | null; hotelId: string | null; discount: number };

/** The deals of these cities still valid at `now`. */
export function activeDealsIn(db: Db, cityIds: readonly string[], now: Date): Promise<ActiveDeal[]> {
  if (cityIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      type: deals.type,
      cityId: deals.cityId,
      hotelId: sql<string | null>`${deals.offerRequest} ->> 'hotelId'`,
      discount: deals.discountPercentage,
    })
    .from(deals)
    .where(and(inArray(deals.cityId, [...cityIds]), gt(deals.validUntil, now)));
}
