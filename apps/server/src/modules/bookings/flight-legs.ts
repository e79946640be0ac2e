import type { FlightPattern } from '@escazo/inventory/flights';
import { utcToZonedTime, zonedTimeToUtc, type DocumentFlightLeg } from '../documents/public.ts';
import type { Inventory } from '../inventory/public.ts';

type Take = Record<string, unknown>;
const MS_PER_MINUTE = 60_000;
const pad2 = (n: number) => String(n).padStart(2, '0');

const patternsBy = new WeakMap<Inventory['data'], Map<string, FlightPattern>>();
function patternOf(inventory: Inventory, flightNumber: string): FlightPattern | undefined {
  let map = patternsBy.get(inventory.data);
  if (!map)
    patternsBy.set(inventory.data, (map = new Map(inventory.data.flights.patterns.map((p) => [p.flightNumber, p]))));
  return map.get(flightNumber);
}

/**
 * The booked flights, in order, each from its seat take (flight number and local departure date):
 * it leaves at the schedule's local time in the origin airport's zone and lands its block time
 * later, shown on the destination airport's clock. A flight the inventory no longer has is left out.
 */
export function flightLegs(inventory: Inventory, takes: readonly Take[]): DocumentFlightLeg[] {
  const { airports, airlines } = inventory.data.flights;
  const legs: DocumentFlightLeg[] = [];
  for (const take of takes) {
    if (take.kind !== 'flight' || typeof take.flightNumber !== 'string' || typeof take.date !== 'string') continue;
    const pattern = patternOf(inventory, take.flightNumber);
    const from = airports.find((a) => a.iata === pattern?.origin);
    const to = airports.find((a) => a.iata === pattern?.destination);
    if (!pattern || !from || !to) continue;
    const time = `${pad2(Math.floor(pattern.departureMinute / 60))}:${pad2(pattern.departureMinute % 60)}`;
    const departs = zonedTimeToUtc(take.date, time, from.timeZone);
    const lands = utcToZonedTime(departs + pattern.blockMinutes * MS_PER_MINUTE, to.timeZone);
    legs.push({
      flightNumber: pattern.flightNumber,
      airline: airlines.find((a) => a.iata === pattern.airline)?.name ?? '',
      from: { code: from.iata, city: from.city },
      to: { code: to.iata, city: to.city },
      departure: { date: take.date, time, timeZone: from.timeZone },
      arrival: { ...lands, timeZone: to.timeZone },
    });
  }
  return legs;
}
