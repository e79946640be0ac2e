/**
 * `findItinerary(index, id, …)`: re-prices one itinerary by its stable id (the offer detail and,
 * later, booking). The id is routed again from its first flight's origin to its last flight's
 * destination on the first flight's date, so an id that breaks a connection rule, or names a
 * flight on a day it does not operate, is not found.
 */
import type { Itinerary } from '@escazo/contracts/search-flights';
import { parseDay, CABINS, noSeatsSold, type Cabin } from '@escazo/inventory/flights';
import type { FlightIndex } from './flight-index.ts';
import { parseItineraryId, presentItinerary } from './present.ts';
import { priceCandidates, Priced } from './pricing.ts';
import { Candidates, routeFlights } from './routing.ts';
import type { FlightSearchContext } from './search.ts';

const cand = new Candidates();
const priced = new Priced();

export function findItinerary(
  index: FlightIndex,
  id: string,
  options: { cabin: Cabin; passengers: number },
  ctx: FlightSearchContext,
): Itinerary | null {
  const parsed = parseItineraryId(id);
  if (!parsed) return null;
  const legs = parsed.map((l) => ({ p: index.patternByNumber.get(l.flightNumber), day: parseDay(l.date) }));
  if (legs.some((l) => l.p === undefined || l.day === null)) return null;
  const [first, second] = legs as { p: number; day: number }[];
  const last = second ?? first!;
  cand.reset();
  routeFlights(
    index,
    [index.patOrigin[first!.p]!],
    [index.patDest[last.p]!],
    first!.day,
    cand,
    ctx.now / 60_000,
    !second,
  );
  for (let i = 0; i < cand.count; i++) {
    if (cand.leg1[i] !== first!.p) continue;
    if (second ? cand.leg2[i] !== second.p || cand.day2[i] !== second.day : cand.leg2[i] !== -1) continue;
    const cabin = CABINS.indexOf(options.cabin);
    priceCandidates(
      index,
      cand,
      cabin,
      { now: ctx.now, soldSeats: ctx.soldSeats ?? noSeatsSold, simulatedSales: ctx.simulatedSales ?? false },
      priced,
      first!.day,
      i,
      i + 1,
    );
    return presentItinerary(index, {
      leg1: first!.p,
      day1: first!.day,
      leg2: second ? second.p : -1,
      day2: second ? second.day : 0,
      depUtc: cand.dep[i]!,
      arrUtc: cand.arr[i]!,
      cabin: options.cabin,
      passengers: options.passengers,
      perPerson: priced.perPerson[i]!,
      seatsLeft: priced.seats[i]!,
      rating: priced.rating[i]!,
    });
  }
  return null;
}
