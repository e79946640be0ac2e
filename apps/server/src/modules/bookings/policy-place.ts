import type { Take } from '@escazo/booking';
import { nearestTimeZone } from '@escazo/inventory';
import type { Db } from '@server/db/client.ts';
import type { Inventory } from '../inventory/public.ts';
import { bookingTakes, type BookingRow } from './repository.ts';

/** Where a policy counted in calendar days starts: the start's local day and the place's zone. */
export type PolicyPlace = { startDay: string; timeZone: string };

/** The zone of a sailing's departure port; undefined for a sailing the inventory no longer has. */
export function sailingTimeZone(inventory: Inventory, sailingId: string): string | undefined {
  const found = inventory.engines.cruises.sailing(sailingId);
  return found ? nearestTimeZone(inventory.data.reference.airports, found.itinerary.embark) : undefined;
}

/** The zone of a short stay (its country is its city id's prefix: 'PT-lisbon'). */
export function stayTimeZone(inventory: Inventory, stayId: string): string | undefined {
  const stay = inventory.engines.stays.stay(stayId);
  return stay
    ? nearestTimeZone(inventory.data.reference.airports, {
        lat: stay.lat,
        lon: stay.lon,
        country: stay.cityId.slice(0, 2),
      })
    : undefined;
}

/**
 * The start day on the place's calendar for the policies counted in calendar days: a cruise's
 * sailing day in its departure port, a stay's check-in day where it stands. Nothing for the other
 * products, whose policies count hours.
 */
export async function policyPlace(db: Db, inventory: Inventory, booking: BookingRow): Promise<PolicyPlace | undefined> {
  if (booking.type !== 'cruise' && booking.type !== 'stay') return undefined;
  const takes = (await bookingTakes(db, booking.id)) as unknown as Take[];
  let timeZone: string | undefined;
  for (const take of takes) {
    if (take.kind === 'cruise') timeZone = sailingTimeZone(inventory, take.sailingId);
    if (take.kind === 'stay') timeZone = stayTimeZone(inventory, take.stayId);
    if (timeZone) break;
  }
  return timeZone ? { startDay: booking.startDate, timeZone } : undefined;
}
