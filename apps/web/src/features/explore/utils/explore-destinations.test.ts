import { describe, expect, it } from 'vitest';
import { exploreOriginParam, exploreSearchHref } from './explore-destinations.ts';

describe('explore', () => {
  it('searches only with text that is not blank after trimming', () => {
    expect(exploreSearchHref('   ')).toBeNull();
    expect(exploreSearchHref('  Kyoto temples ')).toBe('/search?q=Kyoto+temples');
  });

  it('takes only an offered airport from the address', () => {
    expect(exploreOriginParam('lhr')).toBe('LHR');
    expect(exploreOriginParam(' CDG ')).toBe('CDG');
    expect(exploreOriginParam('ZZZ')).toBeNull();
    expect(exploreOriginParam('')).toBeNull();
    expect(exploreOriginParam(null)).toBeNull();
  });
});
