import { z } from 'zod';

/**
 * GET /api/search/network — what the inventory really holds, the one source of the counts that
 * pages quote ('300+ airlines'): airlines flying in the network, airports with scheduled service,
 * cities and their countries, hotels, and the rental desks with their companies, cities and countries.
 */
export const networkStatsSchema = z.object({
  airlines: z.number().int(),
  airports: z.number().int(),
  cities: z.number().int(),
  countries: z.number().int(),
  hotels: z.number().int(),
  hotelCities: z.number().int(),
  carCompanies: z.number().int(),
  carLocations: z.number().int(),
  carCities: z.number().int(),
  carCountries: z.number().int(),
});
export type NetworkStats = z.infer<typeof networkStatsSchema>;

/**
 * A count as a page quotes it, before its '+': rounded down to its two leading digits (321 → 320,
 * 3,186 → 3,100, 7,944 → 7,900), so '320+' is always true; below 100 the count itself.
 */
export function roundedDownCount(count: number): number {
  if (count < 100) return Math.max(0, Math.floor(count));
  const step = 10 ** (Math.floor(Math.log10(count)) - 1);
  return Math.floor(count / step) * step;
}
