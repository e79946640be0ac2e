import type { PopularDestination } from '@escazo/contracts/destinations';
import type { popularDestinations } from '../../db/schema.ts';

export const presentPopularDestination = (row: typeof popularDestinations.$inferSelect): PopularDestination => ({
  slug: row.slug,
  city: row.city,
  country: row.country,
  countryCode: row.countryCode,
  fromPrice: { amount: row.fromPriceMinor, currency: row.currency },
  imageUrl: `/media/scenes/${row.slug}.svg`,
});
