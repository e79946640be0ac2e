import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Office } from '@escazo/contracts/offices';
import { offices } from './office-list.ts';
import { renderOfficesMap, type WorldTopology } from './offices-map.ts';

const world = createRequire(import.meta.url)('world-atlas/countries-110m.json') as WorldTopology;
const size = { width: 960, height: 500 };

const markerPositions = (svg: string) =>
  [...svg.matchAll(/<circle class="office-marker" cx="([\d.-]+)" cy="([\d.-]+)"/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);

describe('offices map renderer', () => {
  it('draws an SVG of the requested size with one marker and one label per office', () => {
    const svg = renderOfficesMap(offices, world, size);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 500"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(markerPositions(svg)).toHaveLength(offices.length);
    for (const office of offices) expect(svg).toContain(`>${office.address.city}</text>`);
  });

  it('is deterministic: the same input gives the same text', () => {
    expect(renderOfficesMap(offices, world, size)).toBe(renderOfficesMap(offices, world, size));
  });

  it('places every marker inside the picture, west to east in longitude order', () => {
    const positions = markerPositions(renderOfficesMap(offices, world, size));
    for (const [x, y] of positions) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(size.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(size.height);
    }
    const byLongitude = [...offices].sort((a, b) => a.coordinates.longitude - b.coordinates.longitude).map((o) => o.id);
    const byX = offices
      .map((o, i) => ({ id: o.id, x: positions[i]![0]! }))
      .sort((a, b) => a.x - b.x)
      .map((o) => o.id);
    expect(byX).toEqual(byLongitude);
  });

  it('puts northern offices above southern ones', () => {
    const [providence, , singapore] = markerPositions(renderOfficesMap(offices, world, size));
    expect(providence![1]).toBeLessThan(singapore![1]!);
  });

  it('escapes office text so it cannot break the markup', () => {
    const odd: Office = { ...offices[0]!, id: 'x"y', address: { ...offices[0]!.address, city: 'A<b>&c' } };
    const svg = renderOfficesMap([odd], world, size);
    expect(svg).toContain('A&lt;b&gt;&amp;c');
    expect(svg).toContain('data-office="x&quot;y"');
    expect(svg).not.toContain('<b>');
  });

  it('draws land from the atlas and nothing but markers for an empty office list', () => {
    const svg = renderOfficesMap([], world, size);
    expect(markerPositions(svg)).toHaveLength(0);
    expect(svg).toMatch(/<path d="M[\d.,LMZ-]{1000,}/);
  });
});
