import type { CarSearchRequest } from '@escazo/contracts/search-cars';
import { todayIso } from '@escazo/contracts/dates';
import type { RentalLocation } from '@escazo/inventory/cars';
import type { CarSearchResult } from '@escazo/search/cars';
import { notFound } from '@server/lib/app-error.ts';
import type { Inventory } from '../inventory/public.ts';
import { fieldError, validationFailed } from './service.ts';

/** Rental cars for the trip; a pickup before today (our clock, as the calendar disables past days) answers 400. */
export function searchCars(inventory: Inventory, request: CarSearchRequest, now: Date): CarSearchResult {
  if (request.pickupDate < todayIso(now)) throw validationFailed([fieldError('pickupDate', 'cars.pastDate')]);
  return inventory.engines.cars.search(request, inventory.sold.cars);
}

/** A rental desk; 404 when unknown. */
export function carLocation(inventory: Inventory, id: string): RentalLocation {
  const location = inventory.engines.cars.location(id);
  if (!location) throw notFound('This rental location');
  return location;
}
