import type { ReferenceData } from '../reference/types.ts';
import { simulatedSoldSeats } from './demand.ts';
import { baseEconomyFare, legFareMinor } from './fares.ts';
import { generateFlightNetwork, type GenerateFlightsOptions } from './generate.ts';
import { parseDay, weekdayOf } from './time.ts';
import { CABINS, type Cabin, type FlightNetwork, type FlightPattern, type SoldSeats } from './types.ts';

/** One flight instance in one cabin, as a fare request. */
export type FlightQuoteInput = {
  pattern: FlightPattern;
  /** Local departure date at the origin, YYYY-MM-DD. */
  date: string;
  cabin: Cabin;
  /** Days from now to departure (whole days, ≥ 0). */
  daysToDeparture: number;
  /** Seats already sold in that cabin (all channels, our bookings included). */
  sold: number;
};

/**
 * Where flights come from: our generator today, an airline (NDC/GDS) adapter later.
 * - `load()`: weekly schedule patterns with their validity window (never one record per flight-day);
 * - `quote()`: the one-way per-person fare of one flight instance in one cabin, USD cents;
 * - `soldSeats(now)`: seats the supplier has already sold elsewhere, per flight, date and cabin
 *   (our booking module adds its own sales on top).
 */
export type FlightSupplier = {
  readonly name: string;
  load(): FlightNetwork;
  quote(input: FlightQuoteInput): number;
  soldSeats(nowMs: number): SoldSeats;
};

export function generatedFlightSupplier(
  ref: Pick<ReferenceData, 'airports' | 'airlines'>,
  options: GenerateFlightsOptions,
): FlightSupplier {
  let network: FlightNetwork | undefined;
  const load = () => (network ??= generateFlightNetwork(ref, options));
  return {
    name: 'generated',
    load,
    quote({ pattern, date, cabin, daysToDeparture, sold }) {
      const day = parseDay(date);
      if (day === null) throw new RangeError(`Not a date: ${date}`);
      const airline = load().airlines.find((a) => a.iata === pattern.airline);
      const base = baseEconomyFare(pattern.distanceKm, airline?.rating ?? 4);
      const capacity = pattern.seats[cabin];
      return legFareMinor(
        base,
        CABINS.indexOf(cabin),
        daysToDeparture,
        sold,
        capacity,
        weekdayOf(day),
        pattern.id,
        day,
      );
    },
    soldSeats: (nowMs) => simulatedSoldSeats(load(), nowMs),
  };
}
