import type { Take } from '@escazo/booking';
import { toDayNumber } from '@escazo/contracts/dates';
import type { SoldCounts } from './sold-counts.ts';

function soldInMemory(sold: SoldCounts, take: Exclude<Take, { kind: 'stay' }>): number {
  switch (take.kind) {
    case 'flight':
      return sold.flights(take.flightNumber, take.date, take.cabin);
    case 'hotel':
      return sold.hotels.soldOn(toDayNumber(take.night)).get(take.roomTypeId) ?? 0;
    case 'car':
      return sold.cars.soldOn(toDayNumber(take.day)).get(take.fleetId) ?? 0;
    case 'cruise':
      return sold.cruises.cabinsSold(take.sailingId, take.category);
  }
}

/**
 * True when the in-memory sold counts (this server's committed sales) already leave no room for
 * one of the takes. Only a rejection: false proves nothing, the guarded statements decide.
 */
export function knownSoldOut(sold: SoldCounts, takes: readonly Take[]): boolean {
  return takes.some((take) =>
    take.kind === 'stay'
      ? sold.stays.isBooked(take.stayId, toDayNumber(take.night))
      : soldInMemory(sold, take) + take.quantity > take.capacity,
  );
}
