import { createRequire } from 'node:module';
import { polygonContains } from 'd3-polygon';
import { feature } from 'topojson-client';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { loadDestinations } from './load.ts';

type Ring = { points: [number, number][]; west: number; south: number; east: number; north: number };
type LandPolygon = { outer: Ring; holes: Ring[] };

const ringOf = (positions: Position[]): Ring => {
  const points = positions.map(([lon, lat]) => [lon!, lat!] as [number, number]);
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return {
    points,
    west: Math.min(...lons),
    east: Math.max(...lons),
    south: Math.min(...lats),
    north: Math.max(...lats),
  };
};
const inRing = (ring: Ring, point: [number, number]) =>
  point[0] >= ring.west &&
  point[0] <= ring.east &&
  point[1] >= ring.south &&
  point[1] <= ring.north &&
  polygonContains(ring.points, point);

/** Natural Earth's 1:10m land as plane polygons in degrees (none of the destinations is near the antimeridian). */
function landPolygons(): LandPolygon[] {
  const topology = createRequire(import.meta.url)('world-atlas/land-10m.json') as Topology<{
    land: GeometryCollection;
  }>;
  return feature(topology, topology.objects.land).features.flatMap((item) => {
    const geometry = item.geometry as Polygon | MultiPolygon;
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    return polygons.map(([outer, ...holes]) => ({ outer: ringOf(outer!), holes: holes.map(ringOf) }));
  });
}

/**
 * Natural Earth's 1:10m coast is drawn to about a kilometre, and beaches, piers and small islands
 * sit on it: a place counts as on land when land lies within this distance of it.
 */
const COAST_TOLERANCE_KM = 2;
const KM_PER_DEGREE = 111.32;
/** Real places on islands that the 1:10m land leaves out: too small (Rangitoto, Büyükada) or reclaimed since (Palm Jumeirah). */
const ISLANDS_NATURAL_EARTH_OMITS = new Set([
  'auckland/rangitoto-island',
  'dubai/the-view-at-the-palm',
  'istanbul/buyukada',
]);

describe('place coordinates', () => {
  it('put every place on land or its shore (Natural Earth 1:10m), so no swapped or mistyped coordinates slip through', () => {
    const land = landPolygons();
    const onLand = (point: [number, number]) =>
      land.some((polygon) => inRing(polygon.outer, point) && !polygon.holes.some((hole) => inRing(hole, point)));
    const nearLand = (lat: number, lon: number) => {
      if (onLand([lon, lat])) return true;
      for (const km of [0.5, 1, COAST_TOLERANCE_KM]) {
        for (let step = 0; step < 16; step++) {
          const angle = (step * Math.PI) / 8;
          const dLat = (km * Math.sin(angle)) / KM_PER_DEGREE;
          const dLon = (km * Math.cos(angle)) / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
          if (onLand([lon + dLon, lat + dLat])) return true;
        }
      }
      return false;
    };
    const offshore = loadDestinations().flatMap((destination) =>
      destination.places
        .map((place) => ({ key: `${destination.id}/${place.id}`, place }))
        .filter(({ key, place }) => !ISLANDS_NATURAL_EARTH_OMITS.has(key) && !nearLand(place.lat, place.lon))
        .map(({ key }) => key),
    );
    expect(offshore).toEqual([]);
  });
});
