import type { Money } from '@escazo/contracts/common';
import { carCategories, type CarCategory, type CarSearchRequest, type CarSort } from '@escazo/contracts/search-cars';
import {
  oneWayFee,
  rentalPeriod,
  youngDriverDailyFee,
  carDayFactor,
  carRateWithFactor,
  noCarsSold,
  type CarFleet,
  type CarInventory,
  type CarSoldCounts,
  type RentalLocation,
} from '@escazo/inventory/cars';
import { climateOf } from '@escazo/inventory/hotels';
import type { Climate } from '@escazo/inventory/hotels';
import { buildDestinationIndex } from '../hotels/destination.ts';
import { compareIds, paginate, type Page } from '../hotels/paginate.ts';

/** One category at one desk, priced for the rental: the sum of its days' rates, plus the fees that apply. */
export type CarOffer = {
  location: RentalLocation;
  fleet: CarFleet;
  days: number;
  /** The rental's average daily rate (cents, rounded): what the price filter reads. */
  dailyRate: Money;
  /** The sum of the charged days' rates (cars/rates.ts), before fees. */
  rental: Money;
  youngDriverFee: Money | null;
  oneWayFee: Money | null;
  total: Money;
  /** Fewest cars of the category free on any day of the rental. */
  carsLeft: number;
};

export type CarSearchResult = Page<CarOffer> & { days: number; pickup: RentalLocation[]; dropoff: RentalLocation[] };

export type CarSearchEngine = {
  search(request: CarSearchRequest, sold?: CarSoldCounts): CarSearchResult;
  location(id: string): RentalLocation | undefined;
  /** Desks for a location field: a desk id, an airport code, a city id or a city name. */
  resolveLocations(text: string): RentalLocation[];
};

const usd = (amount: number): Money => ({ amount, currency: 'USD' });
const categoryOrder = new Map<CarCategory, number>(carCategories.map((category, i) => [category, i]));

function tieBreak(a: CarOffer, b: CarOffer): number {
  return (
    compareIds(a.location.id, b.location.id) ||
    categoryOrder.get(a.fleet.category)! - categoryOrder.get(b.fleet.category)!
  );
}

const comparators: Record<CarSort, (a: CarOffer, b: CarOffer) => number> = {
  'price-asc': (a, b) => a.total.amount - b.total.amount || tieBreak(a, b),
  'price-desc': (a, b) => b.total.amount - a.total.amount || tieBreak(a, b),
  'rating-desc': (a, b) => b.location.rating - a.location.rating || a.total.amount - b.total.amount || tieBreak(a, b),
};

export function buildCarSearch(inventory: CarInventory): CarSearchEngine {
  const byId = new Map<string, RentalLocation>();
  const byIata = new Map<string, RentalLocation[]>();
  const byCity = new Map<string, RentalLocation[]>();
  const push = (map: Map<string, RentalLocation[]>, key: string, location: RentalLocation) => {
    const list = map.get(key);
    if (list) list.push(location);
    else map.set(key, [location]);
  };
  for (const location of inventory.locations) {
    byId.set(location.id, location);
    if (location.iata) push(byIata, location.iata, location);
    push(byCity, location.cityId, location);
  }
  const cityClimate = new Map<string, Climate>(inventory.cities.map((city) => [city.id, city.climate]));
  const climateOfLocation = (location: RentalLocation): Climate =>
    cityClimate.get(location.cityId) ?? climateOf(location.lat);
  const destinations = buildDestinationIndex(inventory.cities.filter((city) => byCity.has(city.id)));

  function resolveLocations(text: string): RentalLocation[] {
    const trimmed = text.trim();
    const direct = byId.get(trimmed);
    if (direct) return [direct];
    if (/^[A-Za-z]{3}$/.test(trimmed)) {
      const desks = byIata.get(trimmed.toUpperCase());
      if (desks) return desks;
    }
    return destinations.resolve(trimmed).flatMap((city) => byCity.get(city.id) ?? []);
  }

  function search(request: CarSearchRequest, sold: CarSoldCounts = noCarsSold): CarSearchResult {
    const pickup = resolveLocations(request.pickupLocation);
    const dropoff = resolveLocations(request.dropoffLocation);
    const period = rentalPeriod(request.pickupDate, request.pickupTime, request.dropoffDate, request.dropoffTime);
    const days = period?.days ?? 0;
    const base = { days, pickup, dropoff };
    if (!period || pickup.length === 0 || dropoff.length === 0)
      return { ...paginate([], request.page, request.pageSize), ...base };

    const dropoffCities = new Set(dropoff.map((location) => location.cityId));
    const categories = request.categories.length > 0 ? new Set(request.categories) : null;
    const companies = request.companies.length > 0 ? new Set(request.companies) : null;
    const young = request.driverAge === '18-24';
    const minRate = request.priceMin === undefined ? -Infinity : Math.round(request.priceMin * 100);
    const maxRate = request.priceMax === undefined ? Infinity : Math.round(request.priceMax * 100);

    // Day factors of the charged days, per climate, computed on first use.
    const factorTables: Partial<Record<Climate, Float64Array>> = {};
    const factorsFor = (climate: Climate) =>
      (factorTables[climate] ??= Float64Array.from({ length: days }, (_, i) =>
        carDayFactor(climate, period.firstDay + i),
      ));
    const soldByDay = Array.from({ length: period.lastDay - period.firstDay + 1 }, (_, i) =>
      sold.soldOn(period.firstDay + i),
    );
    const offers: CarOffer[] = [];
    for (const location of pickup) {
      if (companies && !companies.has(location.companyId)) continue;
      const oneWay = !dropoffCities.has(location.cityId);
      for (const fleet of location.fleet) {
        if (categories && !categories.has(fleet.category)) continue;
        if (young && fleet.category === 'luxury') continue;
        const factors = factorsFor(climateOfLocation(location));
        let rental = 0;
        for (let i = 0; i < days; i++) rental += carRateWithFactor(fleet.category, fleet.dailyRate, factors[i]!);
        const dailyRate = Math.round(rental / days);
        if (dailyRate < minRate || dailyRate > maxRate) continue;
        let left = fleet.count;
        for (let i = 0; i < soldByDay.length && left > 0; i++)
          left = Math.min(left, fleet.count - (soldByDay[i]!.get(fleet.id) ?? 0));
        if (left < 1) continue;
        const youngFee = young ? youngDriverDailyFee * days : 0;
        const wayFee = oneWay ? oneWayFee : 0;
        offers.push({
          location,
          fleet,
          days,
          dailyRate: usd(dailyRate),
          rental: usd(rental),
          youngDriverFee: young ? usd(youngFee) : null,
          oneWayFee: oneWay ? usd(wayFee) : null,
          total: usd(rental + youngFee + wayFee),
          carsLeft: left,
        });
      }
    }
    offers.sort(comparators[request.sort]);
    return { ...paginate(offers, request.page, request.pageSize), ...base };
  }

  return { search, location: (id) => byId.get(id), resolveLocations };
}
