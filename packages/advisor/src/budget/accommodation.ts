import type { AccommodationOption } from '@escazo/contracts/budget';
import type { BudgetTier } from '@escazo/contracts/planning-options';
import { formatUsd, plural } from './format.ts';
import type { LodgingPrice } from './types.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' });

const RECOMMENDATIONS: Readonly<Record<LodgingPrice['type'], string>> = {
  hotel: 'Comfort and service',
  'budget-hotel': 'Good value',
  hostel: 'Basic beds',
  'vacation-rental': 'Space for the group',
};

const cheapest = (list: readonly LodgingPrice[]) => list.reduce<LodgingPrice | null>((best, o) => (!best || o.totalMinor < best.totalMinor ? o : best), null);

/**
 * The lodging the estimate uses: on a luxury trip the hotel option (4-5 stars), on a budget trip
 * the cheapest option, otherwise the cheaper of the hotel and the vacation rental (mid-range
 * comfort); the cheapest option when the preferred one is not available.
 */
export function recommendedLodging(options: readonly LodgingPrice[], tier: BudgetTier): LodgingPrice | null {
  const hotel = options.find((o) => o.type === 'hotel');
  if (tier === 'luxury' && hotel) return hotel;
  if (tier === 'moderate') {
    const midRange = cheapest(options.filter((o) => o.type === 'hotel' || o.type === 'vacation-rental'));
    if (midRange) return midRange;
  }
  return cheapest(options);
}

/** "3-star hotel", or "vacation rental". */
export function lodgingWords(option: LodgingPrice): string {
  return option.stars === null ? 'vacation rental' : `${option.stars}-star hotel`;
}

export const perNight = (option: LodgingPrice) => Math.round(option.totalMinor / Math.max(1, option.nights));

function reasonings(option: LodgingPrice, travelers: number): string[] {
  const lines = [`${option.name}: ${formatUsd(perNight(option))} a night, ${formatUsd(option.totalMinor)} for ${plural(option.nights, 'night')} with taxes and fees`];
  if (option.type === 'hostel') lines.push('No hostels are listed here: these are the cheapest beds in a small hotel');
  if (option.stars !== null) lines.push(`${option.stars}-star hotel, ${plural(option.rooms, 'room')} for ${plural(travelers, 'traveller')}`);
  else lines.push(`The whole place for ${plural(travelers, 'traveller')}`);
  return lines;
}

/** The options as the result lists them, the recommended one flagged. */
export function accommodationOptions(options: readonly LodgingPrice[], chosen: LodgingPrice | null, travelers: number): AccommodationOption[] {
  return options.map((option) => ({
    type: option.type,
    estimatedCost: usd(option.totalMinor),
    recommendation: RECOMMENDATIONS[option.type],
    recommended: option === chosen,
    reasonings: reasonings(option, travelers),
    provider: option.name,
    link: option.link,
  }));
}
