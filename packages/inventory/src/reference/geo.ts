/** Great-circle geometry on a spherical Earth (mean radius 6,371 km). Pure and allocation-free. */

export const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

/** Great-circle (haversine) distance in kilometres between two points given in degrees. */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(s)));
}

/**
 * A 1°×1° bucket grid over points, for "everything within R km" queries without scanning the world.
 * Holds indexes into the caller's arrays.
 */
export class GeoGrid {
  private readonly cells = new Map<number, number[]>();

  constructor(
    private readonly lats: ArrayLike<number>,
    private readonly lons: ArrayLike<number>,
  ) {
    for (let i = 0; i < lats.length; i++) {
      const key = GeoGrid.key(Math.floor(lats[i]!), Math.floor(lons[i]!));
      let bucket = this.cells.get(key);
      if (!bucket) this.cells.set(key, (bucket = []));
      bucket.push(i);
    }
  }

  private static key(latCell: number, lonCell: number): number {
    // Longitude wraps at ±180.
    const lon = ((lonCell + 180 + 360) % 360) - 180;
    return (latCell + 90) * 1000 + (lon + 180);
  }

  /** Calls `visit(index, km)` for every point within `radiusKm` (≤ ~500 km) of (lat, lon). */
  forEachWithin(lat: number, lon: number, radiusKm: number, visit: (index: number, km: number) => void): void {
    const latSpan = Math.ceil(radiusKm / 111);
    const cosLat = Math.max(0.05, Math.cos(Math.min(89, Math.abs(lat) + latSpan) * RAD));
    const lonSpan = Math.min(180, Math.ceil(radiusKm / (111 * cosLat)));
    const la = Math.floor(lat);
    const lo = Math.floor(lon);
    for (let dy = -latSpan; dy <= latSpan; dy++) {
      const cellLat = la + dy;
      if (cellLat < -90 || cellLat > 89) continue;
      for (let dx = -lonSpan; dx <= lonSpan; dx++) {
        const bucket = this.cells.get(GeoGrid.key(cellLat, lo + dx));
        if (!bucket) continue;
        for (const i of bucket) {
          const km = greatCircleKm(lat, lon, this.lats[i]!, this.lons[i]!);
          if (km <= radiusKm) visit(i, km);
        }
      }
    }
  }
}
