import { describe, expect, it } from 'vitest';
import { exploreCategories, exploreDestinationHref, exploreDestinations, exploreSearchHref } from './explore-destinations.ts';

describe('explore', () => {
  it('has 9 destinations, three per tab', () => {
    expect(exploreDestinations).toHaveLength(9);
    for (const c of exploreCategories) expect(exploreDestinations.filter((d) => d.category === c)).toHaveLength(3);
  });

  it('searches only with text that is not blank after trimming', () => {
    expect(exploreSearchHref('   ')).toBeNull();
    expect(exploreSearchHref('  Kyoto temples ')).toBe('/search?q=Kyoto+temples');
    expect(exploreDestinationHref('New York')).toBe('/search?destination=New+York');
  });
});
