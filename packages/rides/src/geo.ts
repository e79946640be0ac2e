/** A point on the Earth in degrees. */
export type LatLon = { lat: number; lon: number };

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

const RAD = Math.PI / 180;

/** Great-circle distance in km (haversine). */
export function greatCircleKm(a: LatLon, b: LatLon): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(s)));
}

/**
 * The point `fraction` of the way from a to b (clamped to 0..1). Linear in degrees: rides stay within
 * one city, where the difference from the great-circle path is far below a map pixel.
 */
export function interpolate(a: LatLon, b: LatLon, fraction: number): LatLon {
  const f = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  if (f === 1) return { lat: b.lat, lon: b.lon };
  let dLon = b.lon - a.lon;
  // Take the short way across the antimeridian.
  if (dLon > 180) dLon -= 360;
  else if (dLon < -180) dLon += 360;
  let lon = a.lon + dLon * f;
  if (lon > 180) lon -= 360;
  else if (lon < -180) lon += 360;
  return { lat: a.lat + (b.lat - a.lat) * f, lon };
}

/** Initial compass bearing from a to b in degrees, 0 = north, clockwise, in [0, 360). */
export function bearing(a: LatLon, b: LatLon): number {
  const dLon = (b.lon - a.lon) * RAD;
  const y = Math.sin(dLon) * Math.cos(b.lat * RAD);
  const x =
    Math.cos(a.lat * RAD) * Math.sin(b.lat * RAD) - Math.sin(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.cos(dLon);
  return (((Math.atan2(y, x) / RAD) % 360) + 360) % 360;
}

/** A point `km` away from `from` on compass bearing `degrees`. */
export function destinationPoint(from: LatLon, degrees: number, km: number): LatLon {
  const d = km / EARTH_RADIUS_KM;
  const θ = degrees * RAD;
  const φ1 = from.lat * RAD;
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(θ));
  const λ2 =
    from.lon * RAD + Math.atan2(Math.sin(θ) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
  const lon = ((λ2 / RAD + 540) % 360) - 180;
  return { lat: φ2 / RAD, lon };
}
