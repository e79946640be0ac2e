import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autocompleteRequestSchema,
  type AutocompleteItem,
  type AutocompleteKind,
} from '@escazo/contracts/search-autocomplete';
import { loadReferenceData } from '@escazo/inventory';
import { foldText } from './fold.ts';
import { buildAutocompleteIndex, getAutocompleteIndex, keysOf, TYPO_MIN_LENGTH } from './index.ts';

const index = getAutocompleteIndex();
const items = index.items;
const keyed = items.map((item) => keysOf(item));
const rank = new Map(items.map((item, i) => [item, i]));
const idOf = (item: AutocompleteItem) => (item.kind === 'airport' ? item.code : item.id);
const ids = (q: string, options?: Parameters<typeof index.search>[1]) => index.search(q, options).map(idOf);

/** Optimal-string-alignment distance between `q` and the closest prefix of `k`, capped at 2. */
function prefixDistance(q: string, k: string): number {
  const n = q.length;
  const m = Math.min(k.length, n + 1);
  const d: number[][] = Array.from({ length: n + 1 }, (_, i) =>
    Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= m; j++) {
      const cost = q[i - 1] === k[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && q[i - 1] === k[j - 2] && q[i - 2] === k[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  return Math.min(2, ...d[n]!);
}

/** Within one edit of a prefix of `k`, the first character exact. */
function typoMatch(q: string, k: string): boolean {
  return q.length > 0 && k[0] === q[0] && prefixDistance(q.slice(1), k.slice(1)) <= 1;
}

/** The tier an entry answers a folded query in (0 IATA code, 1 prefix, 2 later word, 3–4 one edit), or 5. */
function tierOf(entry: number, q: string): number {
  const item = items[entry]!;
  const { primary, secondary } = keyed[entry]!;
  if (item.kind === 'airport' && q.length === 3 && item.code.toLowerCase() === q) return 0;
  if (primary.some((k) => k.startsWith(q))) return 1;
  if (secondary.some((k) => k.startsWith(q))) return 2;
  if (q.length >= TYPO_MIN_LENGTH) {
    if (primary.some((k) => typoMatch(q, k))) return 3;
    if (secondary.some((k) => typoMatch(q, k))) return 4;
  }
  return 5;
}

/** Brute force over every entry: what the index must answer. */
function oracle(query: string, limit: number, kinds: readonly AutocompleteKind[]): string[] {
  const q = foldText(query);
  if (q === '') return [];
  const found: { entry: number; tier: number }[] = [];
  items.forEach((item, entry) => {
    if (!kinds.includes(item.kind)) return;
    const tier = tierOf(entry, q);
    if (tier < 5) found.push({ entry, tier });
  });
  found.sort((a, b) => a.tier - b.tier || a.entry - b.entry);
  return found.slice(0, limit).map((f) => idOf(items[f.entry]!));
}

/** Queries a person types: a prefix of a real name, code or city, sometimes with one slip. */
const typedQuery = fc
  .record({
    entry: fc.nat({ max: items.length - 1 }),
    which: fc.nat(),
    cut: fc.integer({ min: 1, max: 12 }),
    slip: fc.option(
      fc.record({
        at: fc.nat(),
        kind: fc.constantFrom('drop', 'swap', 'change', 'add'),
        ch: fc.constantFrom(...'aeinorstlu'),
      }),
    ),
    upper: fc.boolean(),
  })
  .map(({ entry, which, cut, slip, upper }) => {
    const item = items[entry]!;
    const sources = item.kind === 'airport' ? [item.label, item.city, item.code] : [item.label];
    let q = sources[which % sources.length]!.slice(0, cut);
    if (slip && q.length > 1) {
      const at = 1 + (slip.at % (q.length - 1));
      if (slip.kind === 'drop') q = q.slice(0, at) + q.slice(at + 1);
      else if (slip.kind === 'swap' && at + 1 < q.length) q = q.slice(0, at) + q[at + 1] + q[at] + q.slice(at + 2);
      else if (slip.kind === 'change') q = q.slice(0, at) + slip.ch + q.slice(at + 1);
      else q = q.slice(0, at) + slip.ch + q.slice(at);
    }
    return upper ? q.toUpperCase() : q;
  });

const anyQuery = fc.oneof(
  typedQuery,
  fc.string({ unit: fc.constantFrom(...'abcdelmnoprstuy éü-'), minLength: 1, maxLength: 8 }),
);
const kindsArb = fc.constantFrom<AutocompleteKind[]>(['airport', 'city'], ['airport'], ['city']);

describe('autocomplete examples', () => {
  it('puts the exact IATA code first', () => {
    expect(ids('LHR')[0]).toBe('LHR');
    expect(ids('jfk')[0]).toBe('JFK');
  });

  it('finds London and its airports for "lon"', () => {
    expect(ids('lon')).toEqual(expect.arrayContaining(['GB-london', 'LHR', 'LGW']));
    expect(ids('lon')[0]).toBe('GB-london');
  });

  it('tolerates one typo and missing accents', () => {
    expect(ids('Lodnon')[0]).toBe('GB-london');
    expect(ids('Pari')[0]).toBe('FR-paris');
    expect(ids('Parsi')[0]).toBe('FR-paris');
    expect(ids('sao')).toContain('BR-sao-paulo');
    expect(ids('sao')[0]).toBe('BR-sao-paulo');
    expect(ids('São Pau')).toEqual(ids('sao pau'));
    expect(ids('zurich')).toContain('ZRH');
  });

  it('matches later words of names', () => {
    expect(ids('heathrow')).toEqual(['LHR']);
    expect(ids('kennedy')).toContain('JFK');
    expect(ids('new york')[0]).toBe('US-new-york-city');
  });

  it('gives the documented item shapes', () => {
    const [city] = index.search('london', { kinds: ['city'], limit: 1 });
    expect(city).toMatchObject({
      kind: 'city',
      id: 'GB-london',
      label: 'London',
      sublabel: 'United Kingdom',
      country: 'GB',
    });
    expect(city?.kind === 'city' && city.airports).toEqual(expect.arrayContaining(['LHR']));
    const [airport] = index.search('LHR', { kinds: ['airport'], limit: 1 });
    expect(airport).toMatchObject({
      kind: 'airport',
      code: 'LHR',
      label: 'London Heathrow Airport',
      sublabel: 'London, United Kingdom',
      city: 'London',
    });
  });

  it('respects kinds and limit, and answers nothing for nothing', () => {
    expect(index.search('lon', { kinds: ['airport'] }).every((i) => i.kind === 'airport')).toBe(true);
    expect(index.search('lon', { kinds: ['city'] }).every((i) => i.kind === 'city')).toBe(true);
    expect(index.search('lon', { limit: 3 })).toHaveLength(3);
    expect(index.search('a', { limit: 20 })).toHaveLength(20);
    expect(index.search('lon')).toHaveLength(8);
    expect(index.search('')).toEqual([]);
    expect(index.search(' -- ')).toEqual([]);
    expect(index.search('qqqqqqqq')).toEqual([]);
    expect(index.search('x'.repeat(500))).toEqual([]);
    expect(index.search('lon', { kinds: [] })).toEqual([]);
  });

  it('builds the same index twice', () => {
    const again = buildAutocompleteIndex(loadReferenceData());
    expect(again.items.map(idOf)).toEqual(items.map(idOf));
    for (const q of ['lon', 'Lodnon', 'sao', 'a', 'new y']) expect(again.search(q).map(idOf)).toEqual(ids(q));
  });
});

describe('autocomplete properties', () => {
  it('answers exactly what a brute-force scan answers', () => {
    fc.assert(
      fc.property(anyQuery, fc.integer({ min: 1, max: 20 }), kindsArb, (q, limit, kinds) => {
        expect(ids(q, { limit, kinds })).toEqual(oracle(q, limit, kinds));
      }),
      { numRuns: 300, seed: 4 },
    );
  });

  it('returns only matching items, in tier then rank order, within the limit', () => {
    fc.assert(
      fc.property(anyQuery, fc.integer({ min: 1, max: 20 }), (q, limit) => {
        const folded = foldText(q);
        const found = index.search(q, { limit });
        expect(found.length).toBeLessThanOrEqual(limit);
        let last = [-1, -1];
        for (const item of found) {
          const entry = rank.get(item)!;
          const tier = tierOf(entry, folded);
          expect(tier, `${q} → ${idOf(item)}`).toBeLessThan(5);
          expect(tier > last[0]! || (tier === last[0] && entry > last[1]!)).toBe(true);
          last = [tier, entry];
        }
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('is deterministic and case-insensitive', () => {
    fc.assert(
      fc.property(typedQuery, typedQuery, (q, other) => {
        const first = ids(q);
        ids(other); // scratch state must not leak between queries
        expect(ids(q)).toEqual(first);
        expect(ids(q.toUpperCase())).toEqual(first);
        expect(ids(` ${q} `)).toEqual(first);
      }),
      { numRuns: 200, seed: 11 },
    );
  });
});

describe('autocomplete request schema', () => {
  it('applies defaults and bounds', () => {
    expect(autocompleteRequestSchema.parse({ q: ' lon ' })).toEqual({ q: 'lon', limit: 8, kinds: ['airport', 'city'] });
    expect(autocompleteRequestSchema.parse({ q: 'lon', limit: '20', kinds: 'city' })).toEqual({
      q: 'lon',
      limit: 20,
      kinds: ['city'],
    });
    expect(autocompleteRequestSchema.parse({ q: 'lon', kinds: 'airport,city' }).kinds).toEqual(['airport', 'city']);
    for (const bad of [
      { q: '' },
      { q: '   ' },
      { q: 'x'.repeat(65) },
      { q: 'lon', limit: 0 },
      { q: 'lon', limit: 21 },
      { q: 'lon', kinds: 'port' },
      { q: 'lon', kinds: [] },
    ])
      expect(autocompleteRequestSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(autocompleteRequestSchema.safeParse({ q: 'x'.repeat(64) }).success).toBe(true);
  });
});
