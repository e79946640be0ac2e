import { priceBreakdown } from '@escazo/booking';
import type { RentalPrice } from '@escazo/advisor/budget';
import { addDays } from '@escazo/contracts/dates';
import { carSearchRequestSchema } from '@escazo/contracts/search-cars';
import type { Inventory } from '../inventory/public.ts';

/** The car is picked up on the first day and returned on the last, at this hour. */
export const RENTAL_HOUR = '10:00';
/** A one-day trip returns the car the same evening. */
export const SAME_DAY_RETURN_HOUR = '18:00';
/** The drivers' age band the estimate prices (no young driver fee). */
export const RENTAL_DRIVER_AGE = '25-65';

/** The rental dates and hours of a stay of `days` days from `startDate`. */
export function rentalDates(startDate: string, days: number) {
  const dropoffDate = addDays(startDate, days - 1);
  return {
    pickupDate: startDate,
    pickupTime: RENTAL_HOUR,
    dropoffDate,
    dropoffTime: days === 1 ? SAME_DAY_RETURN_HOUR : RENTAL_HOUR,
  };
}

/**
 * The cheapest rental for the party at the city's desks over a stay, priced as the car offer would
 * be (the search total plus the car taxes), times the cars the party needs (seats of the category).
 * Null when the city has no desk or no car free.
 */
export function rentalPrice(
  inventory: Inventory,
  cityId: string,
  startDate: string,
  days: number,
  travelers: number,
): RentalPrice | null {
  const dates = rentalDates(startDate, days);
  const request = carSearchRequestSchema.parse({
    pickupLocation: cityId,
    dropoffLocation: cityId,
    ...dates,
    driverAge: RENTAL_DRIVER_AGE,
    sort: 'price-asc',
    pageSize: 50,
  });
  const { items } = inventory.engines.cars.search(request, inventory.sold.cars);
  let best: RentalPrice | null = null;
  for (const offer of items) {
    const cars = Math.ceil(travelers / offer.fleet.seats);
    if (offer.carsLeft < cars || offer.oneWayFee) continue;
    const totalMinor = priceBreakdown('car', offer.total.amount, offer.total.currency).total * cars;
    if (best && best.totalMinor <= totalMinor) continue;
    best = {
      totalMinor,
      cars,
      days: offer.days,
      provider: offer.location.name,
      model: `${offer.fleet.model} or similar`,
    };
  }
  return best;
}
