import type { Inventory } from '../inventory/public.ts';
import type { CityLabels } from './city-labels.ts';

/** What a made booking says about where it goes: its type, its destination text and what was booked. */
export type BookedProduct = { type: string; destination: string; product: Record<string, unknown> };

const field = (record: unknown, key: string): unknown =>
  record !== null && typeof record === 'object' ? (record as Record<string, unknown>)[key] : undefined;
const idIn = (record: unknown, key: string): string | undefined => {
  const value = field(record, key);
  return typeof value === 'string' ? value : undefined;
};

/** The city ids what was booked lies in, from the inventory; empty when the product does not say. */
function productCities(inventory: Inventory, { type, product }: BookedProduct): (string | null | undefined)[] {
  const { hotels, stays, cars, cruises } = inventory.engines;
  const hotelCity = (hotelId: string | undefined) => (hotelId ? hotels.hotel(hotelId)?.cityId : undefined);
  switch (type) {
    case 'ride':
      return [idIn(product, 'cityId')];
    case 'hotel':
      return [hotelCity(idIn(product, 'hotelId'))];
    case 'package':
      return [hotelCity(idIn(field(product, 'hotel'), 'hotelId'))];
    case 'stay': {
      const stayId = idIn(product, 'stayId');
      return [stayId ? stays.stay(stayId)?.cityId : undefined];
    }
    case 'car': {
      const locationId = idIn(product, 'locationId');
      return [locationId ? cars.location(locationId)?.cityId : undefined];
    }
    case 'cruise': {
      // A cruise goes to its ports of call; only those that are cities count.
      const sailingId = idIn(product, 'sailingId');
      return (sailingId ? cruises.sailing(sailingId)?.itinerary.calls : undefined)?.map((port) => port.cityId) ?? [];
    }
    default:
      return [];
  }
}

/**
 * Where each booking went: the catalogue cities (those with a "City, Country" label) of what was
 * booked, each once. When the product does not say (a flight, or a product the inventory no longer
 * has), the booking's "City, Country" destination text; a ride's bare city name and a cruise's list
 * of ports are no such text, so those bookings are then skipped.
 */
export function bookingCityResolver(inventory: Inventory, labels: CityLabels): (booking: BookedProduct) => string[] {
  return (booking) => {
    const fromProduct = productCities(inventory, booking).filter(
      (id): id is string => typeof id === 'string' && labels.cityLabel(id) !== undefined,
    );
    if (fromProduct.length > 0) return [...new Set(fromProduct)];
    if (booking.type === 'ride' || booking.type === 'cruise') return [];
    const cityId = labels.cityOfLabel(booking.destination);
    return cityId ? [cityId] : [];
  };
}
