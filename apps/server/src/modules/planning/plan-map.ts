import { geoMercator } from 'd3-geo';
import type { FeatureCollection } from 'geojson';
import { landRingsWithin } from './plan-map-land.ts';

export type MapStop = { lat: number; lon: number; label: string; kind: 'visit' | 'meal' | 'lodging' | 'airport' };
type Size = { width: number; height: number };

const colours = {
  water: '#ecfbfd',
  land: '#f4f1ea',
  route: '#0b7285',
  visit: '#c2360a',
  meal: '#b7791f',
  lodging: '#072937',
  airport: '#4a5568',
  label: '#072937',
};
const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Half-size in degrees of the smallest area drawn, so a single stop still shows its surroundings. */
const MIN_SPAN_DEGREES = 0.01;

/**
 * A day's map: the land around the stops (Natural Earth 1:10m), the route through the stops in
 * visit order, and each stop numbered (the lodging marked H, an airport A). Mercator fitted to the
 * stops with a margin. Pure over the bundled geography: the same stops give the same SVG.
 */
export function renderDayMap(
  title: string,
  stops: readonly MapStop[],
  size: Size = { width: 800, height: 560 },
): string {
  const { width, height } = size;
  const lats = stops.map((s) => s.lat);
  const lons = stops.map((s) => s.lon);
  const centre = {
    lat: stops.length ? (Math.min(...lats) + Math.max(...lats)) / 2 : 0,
    lon: stops.length ? (Math.min(...lons) + Math.max(...lons)) / 2 : 0,
  };
  const halfLat = Math.max(MIN_SPAN_DEGREES, stops.length ? (Math.max(...lats) - Math.min(...lats)) / 2 : 1) * 1.25;
  const halfLon = Math.max(MIN_SPAN_DEGREES, stops.length ? (Math.max(...lons) - Math.min(...lons)) / 2 : 1) * 1.25;
  const box = {
    west: centre.lon - halfLon,
    east: centre.lon + halfLon,
    south: centre.lat - halfLat,
    north: centre.lat + halfLat,
  };
  const frame: FeatureCollection = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'MultiPoint',
          coordinates: [
            [box.west, box.south],
            [box.east, box.north],
          ],
        },
      },
    ],
  };
  const projection = geoMercator().fitExtent(
    [
      [24, 24],
      [width - 24, height - 24],
    ],
    frame,
  );
  // The frame is fitted with a margin, so the visible area is wider than the box: clip to twice it.
  const land = landRingsWithin([
    box.west - 2 * halfLon,
    box.south - 2 * halfLat,
    box.east + 2 * halfLon,
    box.north + 2 * halfLat,
  ])
    .map(
      (ring) => `M${ring.map((point) => (projection(point) ?? [0, 0]).map((v) => v.toFixed(1)).join(',')).join('L')}Z`,
    )
    .join('');
  const points: [number, number][] = stops.map((stop) => projection([stop.lon, stop.lat]) ?? [0, 0]);
  const route =
    points.length > 1
      ? `<polyline points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="none" stroke="${colours.route}" stroke-width="3" stroke-dasharray="8 6" stroke-linejoin="round"/>`
      : '';
  let visitNumber = 0;
  const markers = stops.map((stop, index) => {
    const [x, y] = points[index]!;
    const badge = stop.kind === 'lodging' ? 'H' : stop.kind === 'airport' ? 'A' : String(++visitNumber);
    const rightSide = x > width - 200;
    return [
      `<g class="stop" data-kind="${stop.kind}">`,
      `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="12" fill="${colours[stop.kind]}" stroke="#fff" stroke-width="2.5"/>`,
      `<text x="${x.toFixed(1)}" y="${(y + 4.5).toFixed(1)}" text-anchor="middle" font-family="Inter, system-ui, sans-serif" font-size="12" font-weight="700" fill="#fff">${badge}</text>`,
      `<text x="${(x + (rightSide ? -16 : 16)).toFixed(1)}" y="${(y + 5).toFixed(1)}" text-anchor="${rightSide ? 'end' : 'start'}" font-family="Inter, system-ui, sans-serif" font-size="13" font-weight="600" fill="${colours.label}" stroke="#fff" stroke-width="4" stroke-linejoin="round" paint-order="stroke">${escapeXml(stop.label)}</text>`,
      `</g>`,
    ].join('');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="${colours.water}"/>`,
    `<path d="${land}" fill="${colours.land}" fill-rule="evenodd" stroke="#d6cfbf" stroke-width="1"/>`,
    route,
    ...markers,
    `</svg>`,
  ].join('\n');
}
