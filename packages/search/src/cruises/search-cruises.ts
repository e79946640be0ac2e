import type { Money } from '@escazo/contracts/common';
import {
  cabinCategories,
  cruiseDurationNights,
  cruiseRegions,
  type CabinCategory,
  type CruiseRegion,
  type CruiseSearchRequest,
  type CruiseSort,
} from '@escazo/contracts/search-cruises';
import { monthRange, toDay } from '@escazo/inventory/hotels';
import {
  cabinCapacity,
  noCabinsSold,
  type CruiseInventory,
  type CruiseLine,
  type CruiseSoldCounts,
  type Itinerary,
  type Sailing,
  type Ship,
} from '@escazo/inventory/cruises';
import { compareIds, paginate, type Page } from '../hotels/paginate.ts';

export type CabinAvailability = {
  category: CabinCategory;
  pricePerPerson: Money;
  /** Cabins the party needs in this category (guests per cabin: cabinCapacity). */
  cabinsNeeded: number;
  cabinsLeft: number;
};

/** A sailing in the results, priced in its cheapest cabin category that fits the filters. */
export type CruiseOffer = {
  sailing: Sailing;
  itinerary: Itinerary;
  ship: Ship;
  line: CruiseLine;
  cabin: CabinAvailability;
  passengers: number;
  /** pricePerPerson × passengers. */
  total: Money;
};

export type CruiseSearchResult = Page<CruiseOffer>;

export type CruiseSearchEngine = {
  search(request: CruiseSearchRequest, sold?: CruiseSoldCounts): CruiseSearchResult;
  sailing(id: string): { sailing: Sailing; itinerary: Itinerary; ship: Ship; line: CruiseLine } | undefined;
  /** Every cabin category of a sailing with its price and what is left for the party. */
  cabins(sailingId: string, passengers: number, sold?: CruiseSoldCounts): CabinAvailability[] | null;
};

const usd = (amount: number): Money => ({ amount, currency: 'USD' });

const comparators: Record<CruiseSort, (a: CruiseOffer, b: CruiseOffer) => number> = {
  'price-asc': (a, b) =>
    a.cabin.pricePerPerson.amount - b.cabin.pricePerPerson.amount || compareIds(a.sailing.id, b.sailing.id),
  'price-desc': (a, b) =>
    b.cabin.pricePerPerson.amount - a.cabin.pricePerPerson.amount || compareIds(a.sailing.id, b.sailing.id),
  'duration-asc': (a, b) =>
    a.sailing.nights - b.sailing.nights ||
    a.cabin.pricePerPerson.amount - b.cabin.pricePerPerson.amount ||
    compareIds(a.sailing.id, b.sailing.id),
  'rating-desc': (a, b) => b.sailing.rating - a.sailing.rating || compareIds(a.sailing.id, b.sailing.id),
  'departure-asc': (a, b) => a.sailing.departureDay - b.sailing.departureDay || compareIds(a.sailing.id, b.sailing.id),
};

function availability(
  sailing: Sailing,
  category: CabinCategory,
  ship: Ship,
  passengers: number,
  sold: CruiseSoldCounts,
): CabinAvailability {
  return {
    category,
    pricePerPerson: usd(sailing.prices[category]),
    cabinsNeeded: Math.ceil(passengers / cabinCapacity[category]),
    cabinsLeft: Math.max(0, ship.cabins[category] - sold.cabinsSold(sailing.id, category)),
  };
}

export function buildCruiseSearch(inventory: CruiseInventory): CruiseSearchEngine {
  const ships = new Map(inventory.ships.map((ship) => [ship.id, ship]));
  const lines = new Map(inventory.lines.map((line) => [line.id, line]));
  const itineraries = new Map(inventory.itineraries.map((trip) => [trip.id, trip]));
  const sailings = new Map(inventory.sailings.map((sailing) => [sailing.id, sailing]));
  const byRegion = new Map<CruiseRegion, Sailing[]>(cruiseRegions.map((region) => [region, []]));
  for (const sailing of inventory.sailings) byRegion.get(sailing.region)!.push(sailing);
  for (const list of byRegion.values()) list.sort((a, b) => a.departureDay - b.departureDay || compareIds(a.id, b.id));

  /** First index whose departure is ≥ day. */
  function lowerBound(list: readonly Sailing[], day: number): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (list[mid]!.departureDay < day) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  function search(request: CruiseSearchRequest, sold: CruiseSoldCounts = noCabinsSold): CruiseSearchResult {
    const list = byRegion.get(request.destination) ?? [];
    const [monthStart, monthEnd] = monthRange(request.month);
    const from = request.departureDate ? Math.max(monthStart, toDay(request.departureDate)) : monthStart;
    const band = request.duration === 'any' ? null : cruiseDurationNights[request.duration];
    const categories = request.cabin === 'any' ? cabinCategories : [request.cabin];
    const minPrice = request.priceMin === undefined ? -Infinity : Math.round(request.priceMin * 100);
    const maxPrice = request.priceMax === undefined ? Infinity : Math.round(request.priceMax * 100);
    const minRating = request.minRating ?? 0;
    const offers: CruiseOffer[] = [];
    for (let i = lowerBound(list, from); i < list.length && list[i]!.departureDay < monthEnd; i++) {
      const sailing = list[i]!;
      if (request.cruiseLine !== 'any' && sailing.lineId !== request.cruiseLine) continue;
      if (band && (sailing.nights < band.min || sailing.nights > band.max)) continue;
      if (sailing.rating < minRating) continue;
      const ship = ships.get(sailing.shipId)!;
      let best: CabinAvailability | undefined;
      for (const category of categories) {
        const price = sailing.prices[category];
        if (price < minPrice || price > maxPrice || (best && price >= best.pricePerPerson.amount)) continue;
        const cabin = availability(sailing, category, ship, request.passengers, sold);
        if (cabin.cabinsLeft >= cabin.cabinsNeeded) best = cabin;
      }
      if (!best) continue;
      offers.push({
        sailing,
        itinerary: itineraries.get(sailing.itineraryId)!,
        ship,
        line: lines.get(sailing.lineId)!,
        cabin: best,
        passengers: request.passengers,
        total: usd(best.pricePerPerson.amount * request.passengers),
      });
    }
    offers.sort(comparators[request.sort]);
    return paginate(offers, request.page, request.pageSize);
  }

  return {
    search,
    sailing(id) {
      const sailing = sailings.get(id);
      if (!sailing) return undefined;
      return {
        sailing,
        itinerary: itineraries.get(sailing.itineraryId)!,
        ship: ships.get(sailing.shipId)!,
        line: lines.get(sailing.lineId)!,
      };
    },
    cabins(sailingId, passengers, sold = noCabinsSold) {
      const sailing = sailings.get(sailingId);
      if (!sailing) return null;
      const ship = ships.get(sailing.shipId)!;
      return cabinCategories.map((category) => availability(sailing, category, ship, passengers, sold));
    },
  };
}
