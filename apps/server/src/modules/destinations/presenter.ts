import type { PopularDestination } from '@escazo/contracts/destinations';
import type { PricedDestination } from './service.ts';

export const presentPopularDestination = ({ row, fromPrice }: PricedDestination): PopularDestination => ({
  slug: row.slug,
  city: row.city,
  country: row.country,
  countryCode: row.countryCode,
  fromPrice: fromPrice ?? { amount: row.fromPriceMinor, currency: row.currency },
  imageUrl: `/media/scenes/${row.slug}.svg`,
});
