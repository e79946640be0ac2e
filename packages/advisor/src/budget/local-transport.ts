import type { BudgetPreference, TransportOption } from '@escazo/contracts/budget';
import type { BudgetTier } from '@escazo/contracts/planning-options';
import { formatMoney } from '@escazo/contracts/money-format';
import { fareFormat, plural, usd, WHOLE } from './format.ts';
import type { DestinationInput, RentalPrice } from './types.ts';

/** Public transport: two outings a day, there and back, per traveller. */
export const TRANSIT_RIDES_PER_DAY = 4;
/** Rideshare: the two longer hops of a day (walking or transit the rest), per car. */
export const CAR_RIDES_PER_DAY = 2;
/** Seats a ride takes (the economy class), so a party rides in ceil(n / 4) cars. */
export const RIDE_SEATS = 4;

export type TransportEstimate = { options: TransportOption[]; recommendedMinor: number };

/**
 * Which local transport the estimate uses: rideshare on a luxury trip (door to door), a rental car
 * for a family of three or more (one car for everyone), else public transport (the cheapest way
 * most visitors get around). Falls back to public transport when the choice is not available.
 */
function recommendedType(
  preferences: readonly BudgetPreference[],
  tier: BudgetTier,
  travelers: number,
  available: ReadonlySet<TransportOption['type']>,
): TransportOption['type'] {
  if (tier === 'luxury' && available.has('rideshare')) return 'rideshare';
  if (preferences.includes('family') && travelers >= 3 && available.has('rental')) return 'rental';
  return 'public';
}

/** The local transport options for a stay of `days` days and the whole party, with the one the estimate uses. */
export function transportOptions(
  destination: Pick<DestinationInput, 'name' | 'transitFareMinor' | 'rideFares' | 'dailyCosts'>,
  days: number,
  travelers: number,
  rental: RentalPrice | null,
  preferences: readonly BudgetPreference[],
  tier: BudgetTier,
): TransportEstimate {
  const options: Omit<TransportOption, 'recommended'>[] = [];
  const cars = Math.ceil(travelers / RIDE_SEATS);
  const party = plural(travelers, 'traveller');

  if (destination.transitFareMinor > 0) {
    const rides = TRANSIT_RIDES_PER_DAY * days * travelers;
    options.push({
      type: 'public',
      estimatedCost: usd(destination.transitFareMinor * rides),
      recommendation: 'Best value',
      reasonings: [
        `${formatMoney(usd(destination.transitFareMinor), fareFormat(destination.transitFareMinor))} a ride`,
        `${TRANSIT_RIDES_PER_DAY} rides a day for ${party} over ${plural(days, 'day')}`,
      ],
    });
  } else {
    // No single fare in the guide: the cost index's budget-tier daily transport.
    const daily = destination.dailyCosts.budget.transport;
    options.push({
      type: 'public',
      estimatedCost: usd(daily * days * travelers),
      recommendation: 'Best value',
      reasonings: [
        `About ${formatMoney(usd(daily), WHOLE)} per person a day on buses and trains`,
        `For ${party} over ${plural(days, 'day')}`,
      ],
    });
  }

  if (destination.rideFares) {
    const { economy, distanceKm } = destination.rideFares;
    const rides = CAR_RIDES_PER_DAY * days * cars;
    options.push({
      type: 'rideshare',
      estimatedCost: usd(economy * rides),
      recommendation: 'Most convenient',
      reasonings: [
        `${CAR_RIDES_PER_DAY} rides a day of about ${distanceKm.toFixed(1)} km at ${formatMoney(usd(economy), WHOLE)} each`,
        `${plural(cars, 'car')} for ${party} over ${plural(days, 'day')}`,
      ],
      provider: 'Escazo Rides',
    });
  }

  // A taxi: the cost index's luxury-tier daily transport (a day of getting around by cab) per cab,
  // the party sharing cabs of RIDE_SEATS seats.
  const taxiDaily = destination.dailyCosts.luxury.transport;
  options.push({
    type: 'taxi',
    estimatedCost: usd(taxiDaily * days * cars),
    recommendation: 'No booking needed',
    reasonings: [
      `About ${formatMoney(usd(taxiDaily), WHOLE)} a day per cab at local taxi prices`,
      `${plural(cars, 'cab')} for ${party} over ${plural(days, 'day')}`,
    ],
  });

  if (rental) {
    const perCarDay = Math.round(rental.totalMinor / rental.cars / Math.max(1, rental.days));
    options.push({
      type: 'rental',
      estimatedCost: usd(rental.totalMinor),
      recommendation: 'Most flexible',
      reasonings: [
        `${rental.model} from ${rental.provider}: ${plural(rental.days, 'rental day')}, picked up on the first day and returned on the last`,
        `${formatMoney(usd(perCarDay), WHOLE)} a day per car with taxes, ${plural(rental.cars, 'car')} for ${party}`,
      ],
      provider: rental.provider,
    });
  }

  const chosen = recommendedType(preferences, tier, travelers, new Set(options.map((o) => o.type)));
  const withFlag = options.map((option) => ({ ...option, recommended: option.type === chosen }));
  return { options: withFlag, recommendedMinor: withFlag.find((o) => o.recommended)!.estimatedCost.amount };
}
