/**
 * Cars: each desk category, a CAR_RENTAL_DAYS rental from CAR_TIME to CAR_TIME; the baseline covers
 * the next `lodgingDays` pickup days.
 */
import { priceBreakdown } from '@escazo/booking';
import { fromDayNumber } from '@escazo/contracts/dates';
import { carDayFactor, carRateWithFactor } from '@escazo/inventory/cars';
import type { Climate } from '@escazo/inventory/hotels';
import { median, type DealBaseline } from '../baseline.ts';
import { discountPercentage, isDeal } from '../discount.ts';
import {
  type Candidate,
  CURRENCY,
  type DealsInventory,
  inventoryImageUrl,
  placeName,
  priced,
  type PricedDeal,
  type ScanOptions,
  type Steps,
} from './common.ts';

export const CAR_RENTAL_DAYS = 3;
export const CAR_TIME = '10:00';
export const CAR_DRIVER_AGE = '25-65';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function* scanCars(
  inv: DealsInventory,
  today: number,
  o: Required<ScanOptions>,
  baselines: DealBaseline[],
): Steps<Candidate[]> {
  const days = o.lodgingDays + CAR_RENTAL_DAYS + 1;
  const carFactors = (climate: Climate) =>
    Float64Array.from({ length: days }, (_, k) => carDayFactor(climate, today + k));
  const factors: Record<Climate, Float64Array> = {
    north: carFactors('north'),
    south: carFactors('south'),
    tropical: carFactors('tropical'),
  };
  const climates = new Map(inv.data.cars.cities.map((city) => [city.id, city.climate]));
  const memo = new Map<string, { amounts: Int32Array; typical: number; samples: number; order: number[] }>();
  const last = Math.min(o.dealWindowDays, o.lodgingDays);
  const found: Candidate[] = [];
  for (const location of inv.data.cars.locations) {
    const climate = climates.get(location.cityId);
    if (!climate) continue;
    for (const fleet of location.fleet) {
      yield;
      const memoKey = `${fleet.category}|${fleet.dailyRate}|${climate}`;
      let series = memo.get(memoKey);
      if (!series) {
        const dayFactors = factors[climate];
        const rates = new Int32Array(days);
        for (let k = 0; k < days; k++) rates[k] = carRateWithFactor(fleet.category, fleet.dailyRate, dayFactors[k]!);
        const amounts = new Int32Array(o.lodgingDays + 1);
        for (let k = 0; k <= o.lodgingDays; k++) amounts[k] = rates[k]! + rates[k + 1]! + rates[k + 2]!;
        const totals = new Float64Array(o.lodgingDays);
        for (let k = 1; k <= o.lodgingDays; k++) totals[k - 1] = priceBreakdown('car', amounts[k]!, CURRENCY).total;
        const order: number[] = [];
        for (let k = o.minLeadDays; k <= last; k++) order.push(k);
        order.sort((x, y) => amounts[x]! - amounts[y]! || x - y);
        memo.set(memoKey, (series = { amounts, typical: median(totals), samples: totals.length, order }));
      }
      const key = `car:${fleet.id}`;
      baselines.push({ key, type: 'car', typicalAmount: series.typical, currency: CURRENCY, samples: series.samples });
      const first = series.order[0];
      if (first === undefined) continue;
      const expected = priceBreakdown('car', series.amounts[first]!, CURRENCY).total;
      if (!isDeal(expected, series.typical)) continue;
      const { amounts, order, typical } = series;
      // The best pickup day with a car free on every day of the rental (ties: the earliest).
      const build = (): PricedDeal | null => {
        for (const k of order) {
          if (!isDeal(priceBreakdown('car', amounts[k]!, CURRENCY).total, typical)) return null;
          const pickupDate = fromDayNumber(today + k);
          const dropoffDate = fromDayNumber(today + k + CAR_RENTAL_DAYS);
          const offer = inv.engines.cars
            .search(
              {
                pickupLocation: location.id,
                dropoffLocation: location.id,
                pickupDate,
                pickupTime: CAR_TIME,
                dropoffDate,
                dropoffTime: CAR_TIME,
                driverAge: CAR_DRIVER_AGE,
                categories: [fleet.category],
                companies: [],
                sort: 'price-asc',
                page: 1,
                pageSize: 50,
              },
              inv.sold.cars,
            )
            .items.find((item) => item.fleet.id === fleet.id);
          if (!offer || offer.carsLeft < 1) continue;
          return priced(
            {
              id: `car:${fleet.id}:${pickupDate}`,
              type: 'car',
              title: `${fleet.model} or similar`,
              description: `${CAR_RENTAL_DAYS} days · ${capitalize(fleet.category)} · ${location.name}`,
              location: placeName(location.cityName, location.country),
              cityId: location.cityId,
              discountedAmount: priceBreakdown('car', offer.total.amount, CURRENCY).total,
              currency: CURRENCY,
              rating: location.rating,
              imageUrl: inventoryImageUrl(fleet.imagery),
              validUntil: `${pickupDate}T${CAR_TIME}:00.000Z`,
              offerRequest: {
                type: 'car',
                locationId: location.id,
                category: fleet.category,
                pickupDate,
                pickupTime: CAR_TIME,
                dropoffDate,
                dropoffTime: CAR_TIME,
                driverAge: CAR_DRIVER_AGE,
              },
              baselineKey: key,
            },
            typical,
          );
        }
        return null;
      };
      found.push({
        id: key,
        discount: discountPercentage(typical, expected),
        rating: location.rating,
        city: location.cityId,
        build,
      });
    }
  }
  return found;
}
