import type { Aircraft } from './types.ts';

/**
 * Aircraft catalogue (IATA type codes, typical cabin layouts). Every type offers economy,
 * premium and business; only wide-bodies have first.
 */
export const AIRCRAFT: readonly Aircraft[] = [
  { code: 'AT7', name: 'ATR 72-600', seats: { economy: 56, premium: 8, business: 6, first: 0 }, cruiseKmh: 500 },
  { code: 'E75', name: 'Embraer E175', seats: { economy: 56, premium: 12, business: 8, first: 0 }, cruiseKmh: 780 },
  { code: '32N', name: 'Airbus A320neo', seats: { economy: 138, premium: 18, business: 12, first: 0 }, cruiseKmh: 830 },
  { code: '73H', name: 'Boeing 737-800', seats: { economy: 132, premium: 18, business: 12, first: 0 }, cruiseKmh: 830 },
  { code: '32Q', name: 'Airbus A321neo', seats: { economy: 160, premium: 24, business: 16, first: 0 }, cruiseKmh: 830 },
  { code: '789', name: 'Boeing 787-9', seats: { economy: 188, premium: 28, business: 28, first: 6 }, cruiseKmh: 900 },
  {
    code: '359',
    name: 'Airbus A350-900',
    seats: { economy: 220, premium: 24, business: 36, first: 8 },
    cruiseKmh: 900,
  },
  {
    code: '77W',
    name: 'Boeing 777-300ER',
    seats: { economy: 260, premium: 40, business: 42, first: 8 },
    cruiseKmh: 900,
  },
  {
    code: '388',
    name: 'Airbus A380-800',
    seats: { economy: 399, premium: 52, business: 76, first: 14 },
    cruiseKmh: 900,
  },
];

const byCode = new Map(AIRCRAFT.map((a) => [a.code, a]));
export function aircraftByCode(code: string): Aircraft {
  const a = byCode.get(code);
  if (!a) throw new RangeError(`Unknown aircraft ${code}`);
  return a;
}

/**
 * The type flown on a route: by distance and by the smaller airport's size. `roll` ∈ [0, 1)
 * chooses among equivalent types.
 */
export function chooseAircraft(distanceKm: number, minSize: number, maxSize: number, roll: number): Aircraft {
  let code: string;
  if (distanceKm <= 700 && minSize <= 2) code = 'AT7';
  else if (distanceKm <= 1800 && minSize <= 2) code = roll < 0.5 ? 'E75' : 'AT7';
  else if (distanceKm <= 4500) code = minSize >= 4 && roll < 0.4 ? '32Q' : roll < 0.5 ? '32N' : '73H';
  else if (distanceKm <= 6500 && minSize <= 3) code = '32Q';
  else if (minSize >= 5 && maxSize >= 5 && distanceKm >= 5000 && roll < 0.3) code = '388';
  else if (minSize >= 4) code = roll < 0.5 ? '77W' : '359';
  else code = roll < 0.5 ? '789' : '359';
  return aircraftByCode(code);
}

/** Taxi (out + in) and climb/descent allowances, plus routing 4 % longer than the great circle. */
export const TAXI_MINUTES = 25;
export const CLIMB_DESCENT_MINUTES = 15;

/** Gate-to-gate minutes, rounded up to 5. */
export function blockMinutes(distanceKm: number, cruiseKmh: number): number {
  const raw = TAXI_MINUTES + CLIMB_DESCENT_MINUTES + ((distanceKm * 1.04) / cruiseKmh) * 60;
  return Math.ceil(raw / 5) * 5;
}
