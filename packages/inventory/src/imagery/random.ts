import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * Seeded randomness for the lodging, car and cruise generators (pure-rand xoroshiro128+).
 * Every item draws from its own stream keyed by (seed, stable key), so adding a city or a
 * ship never shifts the values of the others: same seed, same inventory.
 */
export type Rng = {
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [0, 1). */
  float(): number;
  /** Float in [min, max). */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when count ≥ length). */
  sample<T>(items: readonly T[], count: number): T[];
};

/** FNV-1a, 32 bits: a stable hash of a string (seeds, imagery, fingerprints). */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** murmur3's finalizer: spreads every input bit over the 32 output bits. */
function mix32(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

export function seededRng(seed: number, key: string): Rng {
  const generator = xoroshiro128plus(mix32(hash32(`${seed}:${key}`)));
  // xoroshiro's first outputs still echo the seed's bits: skip them.
  for (let i = 0; i < 8; i++) generator.next();
  const int = (min: number, max: number): number => uniformInt(generator, min, max);
  const float = (): number => uniformInt(generator, 0, 0x3fffffff) / 0x40000000;
  const rng: Rng = {
    int,
    float,
    between: (min, max) => min + float() * (max - min),
    chance: (probability) => float() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = items.slice();
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i++) {
        const j = int(i, copy.length - 1);
        const swap = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = swap;
      }
      return copy.slice(0, n);
    },
  };
  return rng;
}
