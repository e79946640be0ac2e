/**
 * The city an airport is labelled with. OPTD's served city is kept when a GeoNames place of that
 * name (same country) lies within LABEL_RADIUS_KM of the airport; metro labels for far-away
 * secondary airports (PSM "Boston", 82 km) are replaced by, in order: OurAirports' municipality
 * when that town is within MUNICIPALITY_RADIUS_KM, the nearest town of SIZEABLE_TOWN people within
 * LABEL_RADIUS_KM, the nearest town of any size within it. A served-city name GeoNames does not
 * know in that country (islands, regions, spelling variants) cannot be measured and is kept, as is
 * the label of an airport with no town of its country within LABEL_RADIUS_KM.
 *
 * A label names a place when their folded names are equal or the place's name continues the label
 * with more words ('Frankfurt' → 'Frankfurt am Main', 'Washington' → 'Washington, D.C.').
 */
import { greatCircleKm, type GeoGrid } from './geo.ts';
import type { RawCity } from './raw.ts';
import { foldName } from './text.ts';

/** BVA–Paris is 69 km (kept); PSM–Boston 82 km, VCP–São Paulo 79 km (relabelled). */
export const LABEL_RADIUS_KM = 75;
export const MUNICIPALITY_RADIUS_KM = 30;
export const SIZEABLE_TOWN = 10_000;

export type LabelInput = {
  servedCity: string;
  municipality: string;
  country: string;
  lat: number;
  lon: number;
};

/** Towns (as indexed by `grid`) looked up by country and name prefix. */
export class TownNames {
  private readonly byName = new Map<string, number[]>();

  constructor(
    private readonly towns: readonly RawCity[],
    private readonly grid: GeoGrid,
  ) {
    towns.forEach((t, i) => {
      const words = foldName(t.name).split(' ');
      for (let n = 1; n <= words.length; n++) {
        const key = `${t.country}|${words.slice(0, n).join(' ')}`;
        const list = this.byName.get(key);
        if (list) list.push(i);
        else this.byName.set(key, [i]);
      }
    });
  }

  /** Whether any town of the country is named by `label`. */
  knows(country: string, label: string): boolean {
    return this.byName.has(`${country}|${foldName(label)}`);
  }

  /** Distance in km from (lat, lon) to the nearest town of the country named by `label` (∞ when none lies within a few hundred km). */
  nearestNamed(country: string, label: string, lat: number, lon: number): number {
    const folded = foldName(label);
    if (!folded) return Infinity;
    let best = Infinity;
    for (const i of this.byName.get(`${country}|${folded}`) ?? []) {
      const [tLon, tLat] = this.towns[i]!.loc.coordinates;
      const dLat = Math.abs(tLat - lat);
      if (dLat * 111 > LABEL_RADIUS_KM * 4) continue;
      best = Math.min(best, greatCircleKm(lat, lon, tLat, tLon));
    }
    return best;
  }

  /** The nearest town of the country within `radiusKm` with at least `minPopulation` people. */
  nearestTown(country: string, lat: number, lon: number, radiusKm: number, minPopulation: number): RawCity | undefined {
    let best: RawCity | undefined;
    let bestKm = Infinity;
    this.grid.forEachWithin(lat, lon, radiusKm, (i, km) => {
      const t = this.towns[i]!;
      if (t.country !== country || t.population < minPopulation) return;
      if (km < bestKm || (km === bestKm && best && t.cityId < best.cityId)) {
        best = t;
        bestKm = km;
      }
    });
    return best;
  }
}

/** The label for one airport (see the module comment). */
export function airportCityLabel(a: LabelInput, towns: TownNames): string {
  const served = a.servedCity;
  if (!towns.knows(a.country, served)) return served;
  if (towns.nearestNamed(a.country, served, a.lat, a.lon) <= LABEL_RADIUS_KM) return served;
  for (const part of a.municipality.split(/[/(),]/)) {
    const name = part.trim();
    if (name && towns.nearestNamed(a.country, name, a.lat, a.lon) <= MUNICIPALITY_RADIUS_KM) return name;
  }
  const town =
    towns.nearestTown(a.country, a.lat, a.lon, LABEL_RADIUS_KM, SIZEABLE_TOWN) ??
    towns.nearestTown(a.country, a.lat, a.lon, LABEL_RADIUS_KM, 0);
  return town ? town.name : served;
}
