import type { LodgingCity } from '@escazo/inventory/hotels';
import { foldName } from '@escazo/inventory';
import { travelRelevance } from '../relevance.ts';

/**
 * Resolves a destination field (a city id, or a name with an optional ', Country') to cities.
 * An exact folded name gives the most relevant namesake (relevance.ts: 'London' is London, GB;
 * 'Valencia' is Valencia, Spain; 'London, CA' the other); otherwise the most relevant city whose
 * name starts with the text. Built once per inventory.
 */
export type DestinationIndex = {
  resolve(text: string): LodgingCity[];
};

export function buildDestinationIndex(cities: readonly LodgingCity[]): DestinationIndex {
  const relevance = new Map(cities.map((city) => [city, travelRelevance(city)]));
  const byRelevance = (a: LodgingCity, b: LodgingCity): number =>
    relevance.get(b)! - relevance.get(a)! || (a.id < b.id ? -1 : 1);
  const byId = new Map<string, LodgingCity>();
  const byName = new Map<string, LodgingCity[]>();
  for (const city of cities) {
    byId.set(city.id.toLowerCase(), city);
    const key = foldName(city.name);
    const list = byName.get(key);
    if (list) list.push(city);
    else byName.set(key, [city]);
  }
  for (const list of byName.values()) list.sort(byRelevance);
  const names = [...byName.keys()].sort();

  const matchesCountry = (city: LodgingCity, country: string): boolean =>
    country === '' || city.country.toLowerCase() === country || foldName(city.countryName) === country;

  return {
    resolve(text) {
      const trimmed = text.trim();
      const direct = byId.get(trimmed.toLowerCase());
      if (direct) return [direct];
      const comma = trimmed.indexOf(',');
      const name = foldName(comma >= 0 ? trimmed.slice(0, comma) : trimmed);
      const country = comma >= 0 ? foldName(trimmed.slice(comma + 1)) : '';
      if (name === '') return [];
      const exact = (byName.get(name) ?? []).filter((city) => matchesCountry(city, country));
      if (exact.length > 0) return [exact[0]!];
      let best: LodgingCity | undefined;
      // Binary search to the first name ≥ the prefix, then walk the names that start with it.
      let lo = 0;
      let hi = names.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((names[mid] as string) < name) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < names.length && (names[i] as string).startsWith(name); i++) {
        for (const city of byName.get(names[i] as string) ?? []) {
          if (matchesCountry(city, country) && (!best || byRelevance(city, best) < 0)) best = city;
        }
      }
      return best ? [best] : [];
    },
  };
}
