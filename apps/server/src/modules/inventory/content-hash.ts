import { createHash } from 'node:crypto';
import type { GeneratedInventory } from './in-memory.ts';

/**
 * sha256 (hex) of the generated inventory, section by section in a fixed order. The generators are
 * deterministic, so the same seed, start date and reference data give the same hash; a change to
 * any of them (or a different package version of the open data) gives another.
 */
export function contentHash(data: GeneratedInventory): string {
  const hash = createHash('sha256');
  const sections: [string, unknown][] = [
    ['seed', data.seed],
    ['startDate', data.startDate],
    ['cruisesUntil', data.cruisesUntil],
    ['reference', data.reference],
    ['flights', data.flights],
    ['hotels', data.hotels],
    ['stays', data.stays],
    ['cars', data.cars],
    ['cruises', data.cruises],
  ];
  for (const [name, value] of sections) {
    hash.update(`${name}\n`);
    hash.update(JSON.stringify(value) ?? 'undefined');
    hash.update('\n');
  }
  return hash.digest('hex');
}
