import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** 32-bit mix (murmur3 finaliser): cheap, deterministic noise from integer keys. */
export function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hash of three integers → uniform in [0, 1). */
export function noise3(a: number, b: number, c: number): number {
  return (
    mix32(Math.imul(a | 0, 0x9e3779b1) ^ Math.imul(b | 0, 0x85ebca77) ^ Math.imul((c | 0) + 0x632be5ab, 0xc2b2ae3d)) /
    4294967296
  );
}

/** FNV-1a of a string (32 bits). */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Seeded random stream (pure-rand xoroshiro128+). `fork(label)` gives an independent stream per
 * concern, so a change in one step of the generator does not reshuffle the others.
 */
export class Rng {
  private readonly gen: RandomGenerator;
  constructor(readonly seed: number) {
    this.gen = xoroshiro128plus(seed | 0);
  }

  fork(label: string): Rng {
    return new Rng(mix32(this.seed ^ hashString(label)));
  }

  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return uniformInt(this.gen, min, max);
  }

  /** Float in [0, 1). */
  next(): number {
    return uniformFloat64(this.gen);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.int(0, items.length - 1)]!;
  }

  /** Fisher–Yates on a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const a = items.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  }
}
