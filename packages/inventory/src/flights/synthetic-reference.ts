/**
 * Small synthetic reference data for tests and property checks: a dozen made-up countries placed
 * in awkward real time zones (DST north and south, half- and quarter-hour offsets, a 30-minute
 * DST, both sides of the date line, Ramadan DST), each with a few airports and airlines.
 */
import type { Airline, Airport, ReferenceData } from '../reference/types.ts';
import { Rng } from './random.ts';

export const SYNTHETIC_COUNTRIES = [
  { code: 'XA', zone: 'America/New_York', lat: 40, lon: -78 },
  { code: 'XB', zone: 'Europe/London', lat: 52, lon: -1 },
  { code: 'XC', zone: 'Australia/Sydney', lat: -33, lon: 148 },
  { code: 'XD', zone: 'Asia/Kolkata', lat: 21, lon: 78 },
  { code: 'XE', zone: 'Australia/Lord_Howe', lat: -31, lon: 159 },
  { code: 'XF', zone: 'America/St_Johns', lat: 48, lon: -56 },
  { code: 'XG', zone: 'Pacific/Auckland', lat: -40, lon: 175 },
  { code: 'XH', zone: 'Asia/Kathmandu', lat: 28, lon: 84 },
  { code: 'XI', zone: 'Pacific/Kiritimati', lat: 2, lon: -157 },
  { code: 'XJ', zone: 'America/Santiago', lat: -33, lon: -71 },
  { code: 'XK', zone: 'Africa/Casablanca', lat: 33, lon: -7 },
  { code: 'XL', zone: 'Pacific/Pago_Pago', lat: -14, lon: -170 },
] as const;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function syntheticReference(seed: number, airportsPerCountry = 6): Pick<ReferenceData, 'airports' | 'airlines'> {
  const rng = new Rng(seed);
  const airports: Airport[] = [];
  const airlines: Airline[] = [];
  SYNTHETIC_COUNTRIES.forEach((c, ci) => {
    for (let k = 0; k < airportsPerCountry; k++) {
      const size = (k === 0 ? 5 : k === 1 ? 4 : rng.int(1, 3)) as Airport['size'];
      airports.push({
        iata: `${LETTERS[ci]}${LETTERS[Math.floor(k / 26)]}${LETTERS[k % 26]}`,
        name: `${c.code} Airport ${k + 1}`,
        city: `${c.code} City ${k + 1}`,
        country: c.code,
        lat: c.lat + (rng.next() - 0.5) * 10,
        lon: c.lon + (rng.next() - 0.5) * 10,
        timeZone: c.zone,
        size,
      });
    }
    const carriers = rng.int(1, 3);
    for (let k = 0; k < carriers; k++) {
      airlines.push({ iata: `${LETTERS[ci]}${k}`, name: `${c.code} Air ${k + 1}`, country: c.code });
    }
  });
  return { airports, airlines };
}
