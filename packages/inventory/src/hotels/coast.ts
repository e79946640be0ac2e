/**
 * Which cities are on a sea coast, from Natural Earth's 1:50m land outline (`world-atlas`,
 * land-50m, public domain): a city is coastal when a point of the coastline lies within
 * COASTAL_KM of its centre. Large lakes that Natural Earth draws as sea (the Caspian) count; the
 * lakes it leaves inside the land do not. Built once on first use.
 */
import { createRequire } from 'node:module';

export const COASTAL_KM = 15;

type Topology = {
  arcs: [number, number][][];
  transform: { scale: [number, number]; translate: [number, number] };
};

const KM_PER_DEGREE = 111.32;
let cells: Map<string, Float64Array> | undefined;

const cellKey = (lat: number, lon: number) => `${Math.floor(lat)}|${Math.floor(lon)}`;

/** Every coastline point, bucketed by 1° cell (quantized TopoJSON arcs are delta-encoded). */
function coastCells(): Map<string, Float64Array> {
  if (cells) return cells;
  const topology = createRequire(import.meta.url)('world-atlas/land-50m.json') as Topology;
  const [sx, sy] = topology.transform.scale;
  const [tx, ty] = topology.transform.translate;
  const buckets = new Map<string, number[]>();
  for (const arc of topology.arcs) {
    let x = 0;
    let y = 0;
    for (const [dx, dy] of arc) {
      x += dx;
      y += dy;
      const lon = x * sx + tx;
      const lat = y * sy + ty;
      const key = cellKey(lat, lon);
      let bucket = buckets.get(key);
      if (!bucket) buckets.set(key, (bucket = []));
      bucket.push(lat, lon);
    }
  }
  cells = new Map([...buckets].map(([key, points]) => [key, Float64Array.from(points)]));
  return cells;
}

/** Kilometres from (lat, lon) to the nearest coastline point, up to about 110 km (Infinity beyond). */
export function coastDistanceKm(lat: number, lon: number): number {
  const index = coastCells();
  const cosLat = Math.max(0.05, Math.cos((lat * Math.PI) / 180));
  let best = Infinity;
  for (let dLat = -1; dLat <= 1; dLat++) {
    for (let dLon = -1; dLon <= 1; dLon++) {
      const points = index.get(cellKey(lat + dLat, ((lon + dLon + 540) % 360) - 180));
      if (!points) continue;
      for (let i = 0; i < points.length; i += 2) {
        const y = (points[i]! - lat) * KM_PER_DEGREE;
        let dx = Math.abs(points[i + 1]! - lon);
        if (dx > 180) dx = 360 - dx;
        const x = dx * KM_PER_DEGREE * cosLat;
        best = Math.min(best, Math.sqrt(x * x + y * y));
      }
    }
  }
  return best;
}

export function isCoastal(lat: number, lon: number): boolean {
  return coastDistanceKm(lat, lon) <= COASTAL_KM;
}
