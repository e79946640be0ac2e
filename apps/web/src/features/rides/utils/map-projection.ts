export type LatLon = { lat: number; lon: number };
export type Point = { x: number; y: number };

type Frame = { width: number; height: number; padding: number };

/**
 * An equirectangular projection of the points' bounding box into a width × height frame: the
 * longitude scale is shrunk by cos(latitude) so distances look right, the box is centred and
 * keeps its proportions, and a single point (or a tiny box) still gets a sensible span.
 */
export function fitProjection(points: LatLon[], { width, height, padding }: Frame): (p: LatLon) => Point {
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const xs = lons.map((lon) => lon * k);
  const MIN_SPAN = 0.005; // about half a kilometre
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...lats);
  const maxY = Math.max(...lats);
  const spanX = Math.max(maxX - minX, MIN_SPAN);
  const spanY = Math.max(maxY - minY, MIN_SPAN);
  const scale = Math.min((width - 2 * padding) / spanX, (height - 2 * padding) / spanY);
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  return ({ lat, lon }) => ({ x: width / 2 + (lon * k - cx) * scale, y: height / 2 - (lat - cy) * scale });
}

/** Eight compass words for where `to` lies from `from`, for the map's text description. */
export function compassDirection(
  from: LatLon,
  to: LatLon,
): 'north' | 'north-east' | 'east' | 'south-east' | 'south' | 'south-west' | 'west' | 'north-west' {
  const k = Math.cos((((from.lat + to.lat) / 2) * Math.PI) / 180);
  const angle = (Math.atan2((to.lon - from.lon) * k, to.lat - from.lat) * 180) / Math.PI;
  const names = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;
  return names[(Math.round(angle / 45) + 8) % 8]!;
}

/** Great-circle kilometres (haversine), for the map's description. */
export function distanceKm(a: LatLon, b: LatLon): number {
  const toRad = (d: number) => (d * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLon = toRad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}
