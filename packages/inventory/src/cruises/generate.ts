import {
  cabinCategories,
  cruiseRegionNames,
  cruiseRegions,
  type CabinCategory,
  type CruiseLineId,
  type CruiseRegion,
} from '@escazo/contracts/search-cruises';
import { fromDay, monthOf, toDay } from '../hotels/calendar.ts';
import { imageryFor, type PaletteName } from '../imagery/descriptor.ts';
import { seededRng, type Rng } from '../imagery/random.ts';
import type { ReferenceData } from '../reference/types.ts';
import { slugify } from '../reference/text.ts';
import {
  cruiseLineList,
  cruiseLineProfiles,
  regionBaseNightly,
  regionRotations,
  regionSeason,
  SHIP_WORDS,
} from './lines.ts';
import { resolvePorts, type PortPlace, type RegionPorts } from './ports.ts';
import { fitCalls, legDays, seaKm } from './route.ts';
import type { CruiseInventory, CruisePort, Itinerary, Sailing, Ship } from './types.ts';

export type CruiseGeneratorOptions = {
  seed: number;
  /** First possible departure, 'YYYY-MM-DD'. */
  startDate: string;
  /**
   * Departures before this date ('YYYY-MM-DD'); default the 12 months (365 days) from the start.
   * Ships sail back to back, so a later end only adds sailings: the earlier ones stay the same.
   */
  until?: string;
  /** GeoNames places for ports below the reference cities' population floor (loadPortPlaces()). */
  portPlaces?: readonly PortPlace[];
};

/** Sailings are offered this many days ahead (12 months). */
export const CRUISE_WINDOW_DAYS = 365;

const CATEGORY_FACTOR: Record<CabinCategory, number> = { inside: 1, oceanview: 1.3, balcony: 1.7, suite: 3 };
const SCENES: Record<CruiseRegion, [string, PaletteName[]]> = {
  caribbean: ['ship-tropical', ['lagoon', 'citrus', 'sunrise']],
  'south-pacific': ['ship-tropical', ['lagoon', 'orchid', 'sunrise']],
  alaska: ['ship-glacier', ['glacier', 'harbor', 'dusk']],
  antarctica: ['ship-glacier', ['glacier', 'harbor']],
  europe: ['ship-coast', ['harbor', 'dusk', 'meadow']],
  mediterranean: ['ship-coast', ['terracotta', 'sand', 'lagoon']],
  asia: ['ship-coast', ['sunrise', 'orchid', 'harbor']],
  'south-america': ['ship-coast', ['sand', 'meadow', 'sunrise']],
};

function cabins(rng: Rng, tier: number, expedition: boolean): Record<CabinCategory, number> {
  if (expedition)
    return { inside: rng.int(5, 15), oceanview: rng.int(20, 40), balcony: rng.int(30, 60), suite: rng.int(8, 20) };
  if (tier >= 0.8)
    return { inside: rng.int(20, 60), oceanview: rng.int(60, 120), balcony: rng.int(150, 300), suite: rng.int(40, 90) };
  return {
    inside: rng.int(300, 700),
    oceanview: rng.int(150, 400),
    balcony: rng.int(300, 800),
    suite: rng.int(30, 120),
  };
}

/**
 * Ports of call for a round trip from `embark`: sampled among the ports nearest to it that it can
 * reach and come back from in the nights, then sailed as a loop that fits them (route.ts).
 */
function portsOfCall(rng: Rng, embark: CruisePort, pool: readonly CruisePort[], count: number, nights: number) {
  const near = pool
    .filter((port) => port.id !== embark.id && legDays(embark, port) + legDays(port, embark) <= nights)
    .sort((a, b) => seaKm(embark, a) - seaKm(embark, b) || (a.id < b.id ? -1 : 1));
  const chosen = rng.sample(near.slice(0, count * 2), Math.min(count, near.length));
  return fitCalls(embark, chosen, nights);
}

function itinerary(rng: Rng, ship: Ship, ports: RegionPorts, embark: CruisePort, nights: number): Itinerary {
  const callCount = Math.max(1, nights <= 3 ? nights - 1 : nights <= 7 ? nights - 2 : nights - 3);
  const calls = portsOfCall(rng, embark, ports.calls, callCount, nights);
  const scenicCount =
    ports.scenic.length === 0
      ? 0
      : ship.region === 'antarctica'
        ? Math.min(ports.scenic.length, Math.max(2, nights - 6))
        : rng.int(0, 2);
  const scenic = rng.sample(ports.scenic, scenicCount);
  return {
    id: `${ship.id}-${nights}n`,
    shipId: ship.id,
    region: ship.region,
    nights,
    title: `${nights}-Night ${cruiseRegionNames[ship.region]} from ${embark.name}`,
    embark,
    calls,
    scenic,
    destinations: [...calls.map((port) => port.name), ...scenic],
  };
}

function shipsFor(seed: number): Ship[] {
  const ships: Ship[] = [];
  for (const line of cruiseLineList) {
    const profile = cruiseLineProfiles[line.id];
    const rng = seededRng(seed, `cruise-line:${line.id}`);
    const plan = profile.regions.map((region) => ({ region, count: region === 'antarctica' ? 2 : rng.int(1, 2) }));
    const names = rng.sample(
      SHIP_WORDS,
      plan.reduce((sum, entry) => sum + entry.count, 0),
    );
    let n = 0;
    for (const { region, count } of plan) {
      for (let i = 0; i < count; i++) {
        const word = names[n++]!;
        const id = `${line.id}-${slugify(word)}`;
        ships.push({
          id,
          name: `${profile.prefix} ${word}`,
          lineId: line.id as CruiseLineId,
          region,
          cabins: cabins(rng, profile.tier, profile.expedition),
          rating: Math.max(1, Math.min(5, Math.round((profile.rating + (rng.float() - 0.5) * 0.6) * 10) / 10)),
          imagery: imageryFor('ship-profile', id, SCENES[region][1]),
        });
      }
    }
  }
  return ships;
}

function sailingPrices(rng: Rng, ship: Ship, nights: number, departureDay: number): Record<CabinCategory, number> {
  const tier = cruiseLineProfiles[ship.lineId].tier;
  const demand = rng.between(0.9, 1.1);
  const perNight =
    regionBaseNightly[ship.region] * (0.7 + tier * 0.9) * regionSeason[ship.region][monthOf(departureDay)]! * demand;
  const out = {} as Record<CabinCategory, number>;
  for (const category of cabinCategories)
    out[category] = Math.round((perNight * CATEGORY_FACTOR[category] * nights) / 10) * 1000;
  return out;
}

/** Ships sailing their regions back to back for a year from the start date, every region covered. */
export function generateCruises(ref: Pick<ReferenceData, 'cities'>, options: CruiseGeneratorOptions): CruiseInventory {
  const startDay = toDay(options.startDate);
  if (!Number.isFinite(startDay)) throw new Error(`Invalid start date: ${options.startDate}`);
  const endDay = options.until === undefined ? startDay + CRUISE_WINDOW_DAYS : toDay(options.until);
  if (!Number.isFinite(endDay) || endDay < startDay) throw new Error(`Invalid end date: ${options.until}`);
  const regionPorts = resolvePorts(ref.cities, options.portPlaces ?? []);
  const ships = shipsFor(options.seed);
  const itineraries: Itinerary[] = [];
  const sailings: Sailing[] = [];
  for (const ship of ships) {
    const ports = regionPorts[ship.region];
    if (ports.embark.length === 0) continue;
    const rng = seededRng(options.seed, `ship:${ship.id}`);
    const embark = rng.pick(ports.embark);
    const rotation = rng.pick(regionRotations[ship.region]);
    const byNights = new Map<number, Itinerary>();
    for (const nights of new Set(rotation)) {
      const trip = itinerary(rng, ship, ports, embark, nights);
      // A length with no port of call within reach is not sailed.
      if (trip.calls.length === 0) continue;
      byNights.set(nights, trip);
      itineraries.push(trip);
    }
    const sailed = rotation.filter((nights) => byNights.has(nights));
    if (sailed.length === 0) continue;
    const [scene, palettes] = SCENES[ship.region];
    let day = startDay + rng.int(0, 6);
    for (let i = 0; day < endDay; i++) {
      const nights = sailed[i % sailed.length]!;
      const trip = byNights.get(nights)!;
      const departure = fromDay(day);
      sailings.push({
        id: `${ship.id}-${departure}`,
        itineraryId: trip.id,
        shipId: ship.id,
        lineId: ship.lineId,
        region: ship.region,
        nights,
        departure,
        departureDay: day,
        returnDate: fromDay(day + nights),
        prices: sailingPrices(rng, ship, nights, day),
        rating: ship.rating,
        imagery: imageryFor(scene, trip.id, palettes),
      });
      day += nights;
    }
  }
  const ports = new Map<string, CruisePort>();
  for (const region of cruiseRegions)
    for (const port of [...regionPorts[region].embark, ...regionPorts[region].calls]) ports.set(port.id, port);
  return {
    seed: options.seed,
    startDate: options.startDate,
    ports: [...ports.values()].sort((a, b) => (a.id < b.id ? -1 : 1)),
    lines: cruiseLineList.map((line) => ({ ...line, id: line.id as CruiseLineId })),
    ships,
    itineraries,
    sailings,
  };
}
