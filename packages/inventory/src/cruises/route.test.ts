import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../reference/geo.ts';
import { loadReferenceData } from '../reference/index.ts';
import { generateCruises } from './generate.ts';
import { loadPortPlaces } from './ports.ts';
import { ARRIVE_HOUR, callDays, CRUISE_SPEED_KMH, DEPART_HOUR, loopKm, loopOrder, ROUTING_FACTOR } from './route.ts';
import type { CruiseInventory } from './types.ts';

/** The server's default seed (apps/server inventory DEFAULT_INVENTORY_SEED); itineraries do not depend on the date. */
const SERVER_SEED = 20261122;
const ref = loadReferenceData();
const portPlaces = loadPortPlaces();
const generate = (seed: number) => generateCruises(ref, { seed, startDate: '2026-11-22', portPlaces });

/** Every leg of every itinerary sailable at cruising speed, in order, home by the last night. */
function problems(inventory: CruiseInventory): string[] {
  const out: string[] = [];
  const itineraries = new Map(inventory.itineraries.map((i) => [i.id, i]));
  for (const trip of inventory.itineraries) {
    const days = callDays(trip.embark, trip.calls, trip.nights);
    if (!days || trip.calls.length === 0) {
      out.push(`${trip.id} unscheduled`);
      continue;
    }
    const stops = [{ port: trip.embark, day: 0 }, ...trip.calls.map((port, i) => ({ port, day: days[i]! }))];
    stops.push({ port: trip.embark, day: trip.nights });
    for (let i = 1; i < stops.length; i++) {
      const [a, b] = [stops[i - 1]!, stops[i]!];
      const hours = (b.day - a.day) * 24 - (DEPART_HOUR - ARRIVE_HOUR);
      const km = greatCircleKm(a.port.lat, a.port.lon, b.port.lat, b.port.lon) * ROUTING_FACTOR;
      if (!(b.day > a.day) || hours <= 0 || km / hours > CRUISE_SPEED_KMH)
        out.push(`${trip.id} ${a.port.name}@${a.day} → ${b.port.name}@${b.day}: ${Math.round(km)} km`);
    }
    if (
      new Set(trip.calls.map((p) => p.id)).size !== trip.calls.length ||
      trip.calls.some((p) => p.id === trip.embark.id)
    )
      out.push(`${trip.id} repeats a port`);
    if (loopKm(trip.embark, loopOrder(trip.embark, trip.calls)) < loopKm(trip.embark, trip.calls) - 1e-6)
      out.push(`${trip.id} back and forth`);
    if (!trip.title.startsWith(`${trip.nights}-Night `) || !trip.title.endsWith(`from ${trip.embark.name}`))
      out.push(`${trip.id} title`);
  }
  for (const sailing of inventory.sailings) {
    const trip = itineraries.get(sailing.itineraryId);
    if (!trip || trip.nights !== sailing.nights || trip.shipId !== sailing.shipId) out.push(`${sailing.id} itinerary`);
  }
  return out;
}

describe('cruise routes', () => {
  it('sails every itinerary of the server inventory at cruising speed, home by the last night', () => {
    const inventory = generate(SERVER_SEED);
    expect(inventory.itineraries.length).toBeGreaterThan(60);
    expect(problems(inventory)).toEqual([]);
  });

  it('does so for any seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        expect(problems(generate(seed))).toEqual([]);
      }),
      { seed: 5, numRuns: 5 },
    );
  });

  it('gives spare days to the long legs and refuses an impossible trip', () => {
    const miami = { lat: 25.77, lon: -80.19 };
    const nassau = { lat: 25.06, lon: -77.35 };
    const willemstad = { lat: 12.11, lon: -68.93 };
    expect(callDays(miami, [nassau], 2)).toEqual([1]);
    expect(callDays(miami, [willemstad], 3)).toBeNull();
    expect(callDays(miami, [nassau, willemstad], 7)).not.toBeNull();
  });
});
