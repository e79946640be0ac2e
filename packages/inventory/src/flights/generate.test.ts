/// <reference types="node" />
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../reference/geo.ts';
import { aircraftByCode, blockMinutes } from './aircraft.ts';
import { generateFlightNetwork, networkStats, VALIDITY_DAYS } from './generate.ts';
import { syntheticReference } from './synthetic-reference.ts';
import { parseDay } from './time.ts';
import type { FlightNetwork } from './types.ts';

const sha = (network: FlightNetwork) => createHash('sha256').update(JSON.stringify(network)).digest('hex');
const START = '2026-03-01';

describe('generateFlightNetwork (synthetic reference data)', () => {
  const ref = syntheticReference(11);
  const network = generateFlightNetwork(ref, { seed: 5, startDate: START });

  it('is deterministic: same seed, same network (hash of the serialised network); another seed differs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const a = generateFlightNetwork(ref, { seed, startDate: START });
        const b = generateFlightNetwork(syntheticReference(11), { seed, startDate: START });
        expect(sha(a)).toBe(sha(b));
        expect(sha(a)).not.toBe(sha(generateFlightNetwork(ref, { seed: seed + 1, startDate: START })));
      }),
      { numRuns: 5 },
    );
  });

  it('serves every airport and is valid for a year from the start date', () => {
    expect(networkStats(network).airports).toBe(ref.airports.length);
    expect(parseDay(network.validTo)! - parseDay(network.validFrom)!).toBe(VALIDITY_DAYS - 1);
    expect(network.validFrom).toBe(START);
  });

  it('builds well-formed weekly patterns', () => {
    const airports = new Map(network.airports.map((a) => [a.iata, a]));
    const airlines = new Set(network.airlines.map((a) => a.iata));
    const numbers = new Set<string>();
    const routes = new Set(network.patterns.map((p) => `${p.airline}:${p.origin}-${p.destination}`));
    const problems: string[] = [];
    const check = (ok: boolean, what: string, id: number) => {
      if (!ok) problems.push(`${what} #${id}`);
    };
    network.patterns.forEach((p, i) => {
      check(p.id === i, 'id', i);
      check(!numbers.has(p.flightNumber), 'unique flight number', i);
      numbers.add(p.flightNumber);
      check(p.flightNumber.startsWith(p.airline) && airlines.has(p.airline), 'airline', i);
      check(p.origin !== p.destination, 'origin ≠ destination', i);
      check(p.days > 0 && p.days <= 127, 'days mask', i);
      check(p.departureMinute % 5 === 0 && p.departureMinute >= 0 && p.departureMinute < 1440, 'departure minute', i);
      const [o, d] = [airports.get(p.origin)!, airports.get(p.destination)!];
      check(p.distanceKm === Math.round(greatCircleKm(o.lat, o.lon, d.lat, d.lon)), 'great-circle distance', i);
      const aircraft = aircraftByCode(p.aircraft);
      check(p.blockMinutes === blockMinutes(p.distanceKm, aircraft.cruiseKmh), 'block time', i);
      check(JSON.stringify(p.seats) === JSON.stringify(aircraft.seats), 'seats', i);
      check(routes.has(`${p.airline}:${p.destination}-${p.origin}`), 'flown back by the same airline', i);
    });
    expect(problems).toEqual([]);
  });

  it('gives small aircraft no first class, every aircraft the other cabins, airlines a 3.0-5.0 rating', () => {
    for (const a of network.aircraft) {
      expect(a.seats.economy).toBeGreaterThan(0);
      expect(a.seats.premium).toBeGreaterThan(0);
      expect(a.seats.business).toBeGreaterThan(0);
      expect(a.seats.first > 0).toBe(a.seats.economy >= 180);
    }
    for (const a of network.airlines) {
      expect(a.rating).toBeGreaterThanOrEqual(3);
      expect(a.rating).toBeLessThanOrEqual(5);
      expect(Math.round(a.rating * 10) / 10).toBe(a.rating);
    }
  });
});
