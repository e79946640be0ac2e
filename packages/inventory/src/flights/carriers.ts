/**
 * Which airlines fly, and from where. Real major carriers keep their real hubs (a tuning table
 * for the generator, used only when both the carrier and the airport are in the reference data);
 * every other country gets carriers from its own active airlines, hubbed at its largest airports.
 */
import type { Airline, Airport } from '../reference/types.ts';
import type { Rng } from './random.ts';

export const MAJOR_CARRIER_HUBS: Readonly<Record<string, readonly string[]>> = {
  AA: ['DFW', 'CLT', 'ORD', 'MIA', 'PHL', 'PHX', 'JFK'],
  DL: ['ATL', 'DTW', 'MSP', 'SLC', 'JFK', 'LAX', 'SEA'],
  UA: ['ORD', 'DEN', 'IAH', 'EWR', 'SFO', 'IAD', 'LAX'],
  WN: ['DAL', 'MDW', 'BWI', 'LAS', 'DEN', 'PHX'],
  AS: ['SEA', 'ANC', 'PDX'],
  B6: ['JFK', 'BOS', 'FLL'],
  HA: ['HNL'],
  AC: ['YYZ', 'YUL', 'YVR'],
  WS: ['YYC'],
  AM: ['MEX'],
  CM: ['PTY'],
  AV: ['BOG'],
  LA: ['SCL', 'LIM', 'GRU'],
  G3: ['GRU'],
  AR: ['EZE'],
  BA: ['LHR', 'LGW'],
  VS: ['LHR'],
  U2: ['LGW', 'LTN'],
  FR: ['DUB', 'STN'],
  EI: ['DUB'],
  AF: ['CDG'],
  KL: ['AMS'],
  LH: ['FRA', 'MUC'],
  LX: ['ZRH'],
  OS: ['VIE'],
  SN: ['BRU'],
  IB: ['MAD'],
  VY: ['BCN'],
  AZ: ['FCO'],
  TP: ['LIS'],
  SK: ['CPH', 'ARN', 'OSL'],
  AY: ['HEL'],
  LO: ['WAW'],
  TK: ['IST'],
  SU: ['SVO'],
  LY: ['TLV'],
  EK: ['DXB'],
  QR: ['DOH'],
  EY: ['AUH'],
  SV: ['RUH', 'JED'],
  MS: ['CAI'],
  ET: ['ADD'],
  KQ: ['NBO'],
  SA: ['JNB'],
  AT: ['CMN'],
  AI: ['DEL', 'BOM'],
  '6E': ['DEL', 'BOM', 'BLR'],
  SQ: ['SIN'],
  CX: ['HKG'],
  JL: ['HND', 'NRT'],
  NH: ['HND', 'NRT'],
  KE: ['ICN'],
  OZ: ['ICN'],
  CA: ['PEK'],
  MU: ['PVG'],
  CZ: ['CAN'],
  BR: ['TPE'],
  CI: ['TPE'],
  TG: ['BKK'],
  MH: ['KUL'],
  GA: ['CGK'],
  PR: ['MNL'],
  VN: ['SGN', 'HAN'],
  QF: ['SYD', 'MEL'],
  VA: ['BNE', 'SYD'],
  NZ: ['AKL'],
};

export type Carrier = {
  airline: Airline;
  /** Airport indexes; the first is the main hub. */
  hubs: number[];
  major: boolean;
  rating: number;
};

/** Carriers wanted in a country, from the summed size of its airports (1 … 8). */
export function carriersWanted(sizeSum: number): number {
  return Math.min(8, 1 + Math.floor(Math.log2(1 + sizeSum / 10)));
}

export function selectCarriers(airports: readonly Airport[], airlines: readonly Airline[], rng: Rng): Carrier[] {
  const airportIndex = new Map(airports.map((a, i) => [a.iata, i]));
  const byCountry = new Map<string, number[]>();
  airports.forEach((a, i) => {
    const list = byCountry.get(a.country) ?? [];
    list.push(i);
    byCountry.set(a.country, list);
  });
  for (const list of byCountry.values()) {
    list.sort((x, y) => airports[y]!.size - airports[x]!.size || (airports[x]!.iata < airports[y]!.iata ? -1 : 1));
  }

  const sortedAirlines = [...airlines].sort((a, b) => (a.iata < b.iata ? -1 : a.iata > b.iata ? 1 : 0));
  const carriers: Carrier[] = [];
  const used = new Set<string>();
  const rating = rng.fork('ratings');
  const rate = (major: boolean) => (major ? rating.int(35, 50) : rating.int(30, 50)) / 10;

  for (const airline of sortedAirlines) {
    const hubs = (MAJOR_CARRIER_HUBS[airline.iata] ?? [])
      .map((code) => airportIndex.get(code))
      .filter((i): i is number => i !== undefined);
    if (hubs.length === 0) continue;
    carriers.push({ airline, hubs, major: true, rating: rate(true) });
    used.add(airline.iata);
  }

  const pickRng = rng.fork('carriers');
  const countries = [...byCountry.keys()].sort();
  const airlinesByCountry = new Map<string, Airline[]>();
  for (const a of sortedAirlines) {
    if (!a.country || used.has(a.iata)) continue;
    const list = airlinesByCountry.get(a.country) ?? [];
    list.push(a);
    airlinesByCountry.set(a.country, list);
  }
  for (const country of countries) {
    const ports = byCountry.get(country)!;
    const sizeSum = ports.reduce((s, i) => s + airports[i]!.size, 0);
    const already = carriers.filter((c) => c.airline.country === country).length;
    const want = carriersWanted(sizeSum) - already;
    const candidates = pickRng.shuffle(airlinesByCountry.get(country) ?? []);
    for (let k = 0; k < want && k < candidates.length; k++) {
      // The first carrier takes the main airport; others the next largest, round robin.
      const main = ports[(already + k) % Math.min(ports.length, 3)]!;
      const hubs = [main];
      if (ports.length > 3 && k === 0 && already === 0) hubs.push(ports[1]!);
      carriers.push({ airline: candidates[k]!, hubs, major: false, rating: rate(false) });
    }
  }
  return carriers;
}
