/**
 * Countries from `countries-list` (MIT): ISO 3166-1 alpha-2 code, English name, first ISO 4217
 * currency, continent name.
 */
import { continents, countries as rawCountries } from 'countries-list';
import type { Country } from './types.ts';

export function loadCountries(): Country[] {
  const out: Country[] = [];
  for (const [code, c] of Object.entries(rawCountries)) {
    const currency = c.currency[0];
    if (!currency) continue; // Antarctica and the like have none
    out.push({ code, name: c.name, currency, continent: continents[c.continent] });
  }
  return out.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
