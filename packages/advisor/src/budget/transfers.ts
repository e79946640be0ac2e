import { formatMoney } from '@escazo/contracts/money-format';
import { WHOLE, usd } from './format.ts';
import { RIDE_SEATS } from './local-transport.ts';
import type { DestinationInput } from './types.ts';

/** The airport rides of a trip: one on arrival, one on departure. */
export const TRANSFER_RIDES = 2;

export type TransferCost = { rides: number; cars: number; fareMinor: number; distanceKm: number; totalMinor: number };

/**
 * The "other" part of a trip: the economy rides between the destination's main airport and its
 * centre on arrival and on departure, for every car the party fills. Null (nothing to pay) when the
 * traveller starts there.
 */
export function airportTransfers(
  destination: Pick<DestinationInput, 'home' | 'airportTransfer'>,
  travelers: number,
): TransferCost | null {
  const transfer = destination.airportTransfer;
  if (destination.home || !transfer) return null;
  const cars = Math.ceil(travelers / RIDE_SEATS);
  return {
    rides: TRANSFER_RIDES,
    cars,
    fareMinor: transfer.fareMinor,
    distanceKm: transfer.distanceKm,
    totalMinor: transfer.fareMinor * TRANSFER_RIDES * cars,
  };
}

/** "Airport transfers: 2 rides of 24 km, $48 each", with the cars when the party needs several. */
export function transferReason(cost: TransferCost): string {
  const cars = cost.cars > 1 ? ` per car (${cost.cars} cars)` : '';
  return `Airport transfers: ${cost.rides} rides of ${Math.round(cost.distanceKm)} km, ${formatMoney(usd(cost.fareMinor), WHOLE)} each${cars}`;
}
