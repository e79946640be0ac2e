import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { popularDestinations } from './schema.ts';
import { seedAdminRoles } from './seed-admin-roles.ts';

/** The home page's featured destinations and the starting fare each one advertises. */
const featured = [
  { slug: 'paris', city: 'Paris', country: 'France', countryCode: 'FR', fromPriceMinor: 34900 },
  { slug: 'tokyo', city: 'Tokyo', country: 'Japan', countryCode: 'JP', fromPriceMinor: 84900 },
  { slug: 'new-york', city: 'New York', country: 'United States', countryCode: 'US', fromPriceMinor: 29900 },
  { slug: 'dubai', city: 'Dubai', country: 'United Arab Emirates', countryCode: 'AE', fromPriceMinor: 59900 },
];

/** Idempotent: safe on every start. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(popularDestinations)
    .values(featured.map((d, position) => ({ ...d, currency: 'USD', position })))
    .onConflictDoUpdate({
      target: popularDestinations.slug,
      set: {
        city: sql`excluded.city`,
        country: sql`excluded.country`,
        countryCode: sql`excluded.country_code`,
        fromPriceMinor: sql`excluded.from_price_minor`,
        position: sql`excluded.position`,
      },
    });
  await seedAdminRoles(db);
}
