import { describe, expect, it } from 'vitest';
import { generateCars } from '../cars/generate.ts';
import { generateCruises } from '../cruises/generate.ts';
import { generateHotels } from '../hotels/generate.ts';
import { loadReferenceData } from '../reference/index.ts';
import { generateStays } from '../stays/generate.ts';
import { sceneFamilyOf, sceneShows } from './families.ts';

describe('scene families', () => {
  it('tells whether a scene depicts a product', () => {
    expect(sceneFamilyOf('ship-glacier')).toBe('ship');
    expect(sceneShows('flight', 'plane-sky')).toBe(true);
    expect(sceneShows('flight', 'hotel-tower')).toBe(false);
    expect(sceneShows('stay', 'hotel-inn')).toBe(false);
  });

  it('gives every generated item a picture of its product', () => {
    const ref = loadReferenceData();
    const bad: string[] = [];
    const check = (product: Parameters<typeof sceneShows>[0], id: string, scene: string) => {
      if (!sceneShows(product, scene)) bad.push(`${product} ${id} ${scene}`);
    };
    for (const h of generateHotels(ref, { seed: 7 }).hotels) check('hotel', h.id, h.imagery.scene);
    for (const s of generateStays(ref, { seed: 7 }).stays) check('stay', s.id, s.imagery.scene);
    for (const l of generateCars(ref, { seed: 7 }).locations)
      for (const f of l.fleet) check('car', f.id, f.imagery.scene);
    const cruises = generateCruises(ref, { seed: 7, startDate: '2026-11-22' });
    for (const s of cruises.sailings) check('cruise', s.id, s.imagery.scene);
    for (const s of cruises.ships) check('cruise', s.id, s.imagery.scene);
    expect(bad).toEqual([]);
  });
});
