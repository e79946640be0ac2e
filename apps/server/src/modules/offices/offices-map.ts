import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { FeatureCollection } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Office } from '@escazo/contracts/offices';

export type WorldTopology = Topology<{ countries: GeometryCollection }>;
type Size = { width: number; height: number };

const ANTARCTICA = '010';
const colours = { ocean: '#ecfbfd', land: '#cfe3e8', border: '#ffffff', marker: '#c2360a', label: '#072937' };

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * A world map (Natural Earth projection, Antarctica left out) with a marker and a label per office.
 * Pure: the same offices, geography and size always give the same SVG text.
 */
export function renderOfficesMap(offices: readonly Office[], world: WorldTopology, size: Size): string {
  const { width, height } = size;
  const all = feature(world, world.objects.countries) as FeatureCollection;
  const land: FeatureCollection = { ...all, features: all.features.filter((f) => f.id !== ANTARCTICA) };
  const projection = geoNaturalEarth1().fitExtent(
    [
      [12, 12],
      [width - 12, height - 12],
    ],
    land,
  );
  const path = geoPath(projection).digits(1);
  const borders = mesh(world, world.objects.countries, (a, b) => a !== b);

  const markers = offices.map((office) => {
    const [x, y] = projection([office.coordinates.longitude, office.coordinates.latitude]) ?? [0, 0];
    const rightSide = x > width - 160;
    const label = escapeXml(office.address.city);
    return [
      `<g class="office" data-office="${escapeXml(office.id)}">`,
      `<circle class="office-marker" cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="7" fill="${colours.marker}" stroke="#fff" stroke-width="2.5"/>`,
      `<text x="${(x + (rightSide ? -12 : 12)).toFixed(1)}" y="${(y + 5).toFixed(1)}" text-anchor="${rightSide ? 'end' : 'start'}"`,
      ` font-family="Inter, system-ui, sans-serif" font-size="16" font-weight="600" fill="${colours.label}"`,
      ` stroke="#fff" stroke-width="4" stroke-linejoin="round" paint-order="stroke">${label}</text>`,
      `</g>`,
    ].join('');
  });

  const cities = offices.map((o) => escapeXml(o.address.city)).join(', ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`,
    `<title>Escazo offices: ${cities}</title>`,
    `<rect width="${width}" height="${height}" fill="${colours.ocean}"/>`,
    `<path d="${path(land) ?? ''}" fill="${colours.land}"/>`,
    `<path d="${path(borders) ?? ''}" fill="none" stroke="${colours.border}" stroke-width="0.6"/>`,
    ...markers,
    `</svg>`,
  ].join('\n');
}
