import { loadReferenceData } from '@escazo/inventory';
import { toLodgingCity } from '@escazo/inventory/hotels';
import { describe, expect, it } from 'vitest';
import { getAutocompleteIndex } from './autocomplete/index.ts';
import { buildDestinationIndex } from './hotels/destination.ts';
import { travelRelevance } from './relevance.ts';

const ref = loadReferenceData();
/** Namesakes: the one travellers mean first (Valencia, Venezuela is the bigger city). */
const MEANT: [string, string, string][] = [
  ['Barcelona', 'ES-barcelona', 'VE-barcelona'],
  ['Valencia', 'ES-valencia', 'VE-valencia'],
  ['London', 'GB-london', 'CA-london'],
  ['Paris', 'FR-paris', ''],
  ['Santiago', 'CL-santiago', ''],
];

describe('travel relevance', () => {
  it('ranks the city travellers mean above a bigger namesake', () => {
    const city = (id: string) => ref.cities.find((c) => c.id === id)!;
    expect(city('VE-valencia').population).toBeGreaterThan(city('ES-valencia').population);
    expect(travelRelevance(city('ES-valencia'))).toBeGreaterThan(travelRelevance(city('VE-valencia')));
  });

  it('puts that city first in the autocomplete, before its namesake', () => {
    const index = getAutocompleteIndex();
    for (const [query, meant, other] of MEANT) {
      const ids = index
        .search(query, { kinds: ['city'], limit: 10 })
        .map((item) => (item.kind === 'city' ? item.id : ''));
      expect(ids[0], query).toBe(meant);
      if (other) expect(ids, query).toContain(other);
    }
  });

  it('resolves a destination name to that city', () => {
    const names = new Map(ref.countries.map((c) => [c.code, c.name]));
    const index = buildDestinationIndex(ref.cities.map((c) => toLodgingCity(c, names.get(c.country)!)));
    for (const [query, meant] of MEANT)
      expect(
        index.resolve(query).map((c) => c.id),
        query,
      ).toEqual([meant]);
    expect(index.resolve('Valencia, Venezuela').map((c) => c.id)).toEqual(['VE-valencia']);
  });
});
