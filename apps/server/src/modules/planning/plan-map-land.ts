import { createRequire } from 'node:module';
import { clipPolygon, type BoundingBox, type Point } from 'lineclip';
import { feature } from 'topojson-client';
import type { MultiPolygon, Polygon } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

type Ring = { points: Point[]; west: number; south: number; east: number; north: number };

let cached: Ring[] | undefined;

/** Rings of Natural Earth's 1:10m land (world-atlas) with their boxes in degrees, read once per process. */
function landRings(): Ring[] {
  if (cached) return cached;
  const topology = createRequire(import.meta.url)('world-atlas/land-10m.json') as Topology<{
    land: GeometryCollection;
  }>;
  const rings: Ring[] = [];
  for (const item of feature(topology, topology.objects.land).features) {
    const geometry = item.geometry as Polygon | MultiPolygon;
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const polygon of polygons) {
      for (const ring of polygon) {
        const points = ring as Point[];
        let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
        for (const [lon, lat] of points) {
          if (lon < west) west = lon;
          if (lon > east) east = lon;
          if (lat < south) south = lat;
          if (lat > north) north = lat;
        }
        rings.push({ points, west, south, east, north });
      }
    }
  }
  cached = rings;
  return cached;
}

/**
 * The land's rings (outlines and holes) cut to a box [west, south, east, north] in degrees. A city
 * map is a few kilometres across, so clipping on the plane of longitude and latitude is exact
 * enough, and it spares projecting a continent's outline for every map.
 */
export function landRingsWithin(box: BoundingBox): Point[][] {
  const [west, south, east, north] = box;
  const out: Point[][] = [];
  for (const ring of landRings()) {
    if (ring.east < west || ring.west > east || ring.north < south || ring.south > north) continue;
    const clipped = clipPolygon(ring.points, box);
    if (clipped.length >= 3) out.push(clipped);
  }
  return out;
}
