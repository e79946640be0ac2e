import type { CruiseSailingResponse, CruiseSearchRequest } from '@escazo/contracts/search-cruises';
import type { CruiseSearchEngine, CruiseSearchResult } from '@escazo/search/cruises';
import { notFound } from '@server/lib/app-error.ts';
import type { Inventory } from '../inventory/public.ts';

/** A sailing with its itinerary, ship and line. */
export type CruiseSailingFound = NonNullable<ReturnType<CruiseSearchEngine['sailing']>>;

export type CruiseSailingDetail = {
  found: CruiseSailingFound;
  cabins: CruiseSailingResponse['cabins'];
  passengers: number;
};

export function searchCruises(inventory: Inventory, request: CruiseSearchRequest): CruiseSearchResult {
  return inventory.engines.cruises.search(request, inventory.sold.cruises);
}

/**
 * A sailing with every cabin category for the party: available when enough cabins are left for
 * it, priced per person times the party. 404 when unknown.
 */
export function cruiseSailing(inventory: Inventory, id: string, passengers: number): CruiseSailingDetail {
  const found = inventory.engines.cruises.sailing(id);
  const cabins = inventory.engines.cruises.cabins(id, passengers, inventory.sold.cruises);
  if (!found || !cabins) throw notFound('This sailing');
  return {
    found,
    passengers,
    cabins: cabins.map((cabin) => ({
      ...cabin,
      available: cabin.cabinsLeft >= cabin.cabinsNeeded,
      total: { amount: cabin.pricePerPerson.amount * passengers, currency: cabin.pricePerPerson.currency },
    })),
  };
}
