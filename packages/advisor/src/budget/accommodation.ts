import type { AccommodationOption } from '@escazo/contracts/budget';
import type { BudgetTier } from '@escazo/contracts/planning-options';
import { formatMoney } from '@escazo/contracts/money-format';
import { plural, usd, WHOLE } from './format.ts';
import type { LodgingPrice } from './types.ts';

const RECOMMENDATIONS: Readonly<Record<LodgingPrice['type'], string>> = {
  hotel: 'Comfort and service',
  'budget-hotel': 'Good value',
  hostel: 'Cheapest beds in town',
  'vacation-rental': 'Space for the group',
};

const cheapest = (list: readonly LodgingPrice[]) =>
  list.reduce<LodgingPrice | null>((best, o) => (!best || o.totalMinor < best.totalMinor ? o : best), null);

/**
 * The lodging the estimate uses: on a luxury trip the hotel option (4-5 stars), on a budget trip
 * the cheapest option, otherwise the cheapest but the hostel's beds (mid-range comfort); the
 * cheapest option when the preferred one is not available.
 */
export function recommendedLodging(options: readonly LodgingPrice[], tier: BudgetTier): LodgingPrice | null {
  const hotel = options.find((o) => o.type === 'hotel');
  if (tier === 'luxury' && hotel) return hotel;
  if (tier === 'moderate') {
    const midRange = cheapest(options.filter((o) => o.type !== 'hostel'));
    if (midRange) return midRange;
  }
  return cheapest(options);
}

/** "3-star hotel", or "vacation rental". */
export function lodgingWords(option: LodgingPrice): string {
  return option.stars === null ? 'vacation rental' : `${option.stars}-star hotel`;
}

export const perNight = (option: LodgingPrice) => Math.round(option.totalMinor / Math.max(1, option.nights));

/** The headline lodging line, for the whole party: "3-star hotels from $593 a night for your party of 9 (3 rooms)". */
export function lodgingHeadline(option: LodgingPrice, travelers: number): string {
  const words = lodgingWords(option);
  const party = travelers === 1 ? 'for you' : `for your party of ${travelers}`;
  const rooms = option.stars === null ? 'the whole place' : plural(option.rooms, 'room');
  return `${words[0]!.toUpperCase()}${words.slice(1)}s from ${formatMoney(usd(perNight(option)), WHOLE)} a night ${party} (${rooms})`;
}

function reasonings(option: LodgingPrice, travelers: number): string[] {
  const lines = [
    `${option.name}: ${formatMoney(usd(perNight(option)), WHOLE)} a night, ${formatMoney(usd(option.totalMinor), WHOLE)} for ${plural(option.nights, 'night')} with taxes and fees`,
  ];
  // There is no hostel inventory: the hostel option is a 1-star hotel, and says so.
  if (option.type === 'hostel')
    lines.push(
      `1-star hotel, the cheapest beds in town: ${plural(option.rooms, 'room')} for ${plural(travelers, 'traveller')}`,
    );
  else if (option.stars !== null)
    lines.push(`${option.stars}-star hotel, ${plural(option.rooms, 'room')} for ${plural(travelers, 'traveller')}`);
  else lines.push(`The whole place for ${plural(travelers, 'traveller')}`);
  return lines;
}

/** The options as the result lists them, the recommended one flagged. */
export function accommodationOptions(
  options: readonly LodgingPrice[],
  chosen: LodgingPrice | null,
  travelers: number,
): AccommodationOption[] {
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
