/** Shapes routed, priced itineraries into the contract's `Itinerary` (only for the page shown). */
import type { FlightLeg, Itinerary } from '@escazo/contracts/search-flights';
import { FARE_CURRENCY, formatUtcOffset, MINUTES_PER_DAY, offsetAt } from '@escazo/inventory/flights';
import type { Cabin } from '@escazo/inventory/flights';
import { dayString, type FlightIndex } from './flight-index.ts';

// Cached pieces, so shaping a page is string concatenation only.
const pad2 = (n: number) => String(n).padStart(2, '0');
const CLOCK = Array.from({ length: MINUTES_PER_DAY }, (_, m) => `T${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`);
const OFFSETS = new Map<number, string>();
function offsetText(offset: number): string {
  let s = OFFSETS.get(offset);
  if (s === undefined) OFFSETS.set(offset, (s = formatUtcOffset(offset)));
  return s;
}
function localText(index: FlightIndex, localMinute: number): string {
  const day = Math.floor(localMinute / MINUTES_PER_DAY);
  return dayString(index, day) + CLOCK[localMinute - day * MINUTES_PER_DAY]!;
}

/** Id part of one flight: 'AA100-20261201' (flight number, local departure date). */
export function legId(index: FlightIndex, p: number, day: number): string {
  const date = dayString(index, day);
  return `${index.patNumber[p]}-${date.slice(0, 4)}${date.slice(5, 7)}${date.slice(8, 10)}`;
}

export function itineraryId(index: FlightIndex, leg1: number, day1: number, leg2: number, day2: number): string {
  return leg2 < 0 ? legId(index, leg1, day1) : `${legId(index, leg1, day1)}_${legId(index, leg2, day2)}`;
}

/** 'AA100-20261201_BA117-20261202' → [{ flightNumber, date }], or null when malformed. */
export function parseItineraryId(id: string): { flightNumber: string; date: string }[] | null {
  const parts = id.split('_');
  if (parts.length < 1 || parts.length > 2) return null;
  const legs: { flightNumber: string; date: string }[] = [];
  for (const part of parts) {
    const m = /^([A-Z0-9]{2}\d{1,4})-(\d{4})(\d{2})(\d{2})$/.exec(part);
    if (!m) return null;
    legs.push({ flightNumber: m[1]!, date: `${m[2]}-${m[3]}-${m[4]}` });
  }
  return legs;
}

function leg(index: FlightIndex, p: number, depUtc: number): FlightLeg {
  const block = index.patBlock[p]!;
  const o = index.patOrigin[p]!;
  const d = index.patDest[p]!;
  const depOffset = offsetAt(index.airportZone[o]!, depUtc);
  const arrUtc = depUtc + block;
  const arrOffset = offsetAt(index.airportZone[d]!, arrUtc);
  return {
    flightNumber: index.patNumber[p]!,
    airline: index.airlineRef[index.patAirline[p]!]!,
    aircraft: index.patAircraft[p]!,
    from: index.airportRef[o]!,
    to: index.airportRef[d]!,
    departure: { local: localText(index, depUtc + depOffset), utcOffset: offsetText(depOffset) },
    arrival: { local: localText(index, arrUtc + arrOffset), utcOffset: offsetText(arrOffset) },
    durationMinutes: block,
  };
}

export type PresentInput = {
  leg1: number;
  day1: number;
  leg2: number;
  day2: number;
  depUtc: number;
  arrUtc: number;
  cabin: Cabin;
  passengers: number;
  perPerson: number;
  seatsLeft: number;
  rating: number;
};

export function presentItinerary(index: FlightIndex, x: PresentInput): Itinerary {
  const legs = [leg(index, x.leg1, x.depUtc)];
  const layovers: Itinerary['layovers'] = [];
  if (x.leg2 >= 0) {
    const dep2 = x.arrUtc - index.patBlock[x.leg2]!;
    legs.push(leg(index, x.leg2, dep2));
    layovers.push({
      airport: index.airportCode[index.patOrigin[x.leg2]!]!,
      minutes: dep2 - (x.depUtc + index.patBlock[x.leg1]!),
    });
  }
  const airlines: string[] = [];
  for (const l of legs) if (!airlines.includes(l.airline.code)) airlines.push(l.airline.code);
  return {
    id: itineraryId(index, x.leg1, x.day1, x.leg2, x.day2),
    legs,
    stops: legs.length - 1,
    layovers,
    durationMinutes: x.arrUtc - x.depUtc,
    airlines,
    rating: x.rating,
    cabin: x.cabin,
    passengers: x.passengers,
    pricePerPerson: { amount: x.perPerson, currency: FARE_CURRENCY },
    price: { amount: x.perPerson * x.passengers, currency: FARE_CURRENCY },
    seatsLeft: x.seatsLeft,
  };
}
