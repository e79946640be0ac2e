import { addDays, daysBetween, fromDayNumber, todayIso, toDayNumber } from '@escazo/contracts/dates';
import {
  stayCalendarNights,
  type StayDetailRequest,
  type StayDetailResponse,
  type StaySearchRequest,
} from '@escazo/contracts/search-stays';
import type { LodgingCity } from '@escazo/inventory/hotels';
import type { Stay } from '@escazo/inventory/stays';
import type { StaySearchResult } from '@escazo/search/stays';
import { notFound } from '@server/lib/app-error.ts';
import type { Inventory } from '../inventory/public.ts';

export type StayDetail = {
  stay: Stay;
  city: LodgingCity | undefined;
  calendar: StayDetailResponse['calendar'];
  quote: StayDetailResponse['quote'];
};

export function searchStays(inventory: Inventory, request: StaySearchRequest): StaySearchResult {
  return inventory.engines.stays.search(request, inventory.sold.stays);
}

/**
 * A stay with its availability calendar (`stayCalendarNights` nights from `from`, else check-in,
 * else today) and, with a check-in, the price for the dates: check-out defaults to the night after
 * check-in when missing or not after it. 404 for an unknown stay.
 */
/** now: the app clock's; without dates the calendar starts today. */
export function stayDetail(inventory: Inventory, id: string, request: StayDetailRequest, now: Date): StayDetail {
  const engine = inventory.engines.stays;
  const stay = engine.stay(id);
  if (!stay) throw notFound('This stay');
  const { checkIn } = request;
  const checkOut =
    checkIn && request.checkOut && request.checkOut > checkIn
      ? request.checkOut
      : checkIn
        ? addDays(checkIn, 1)
        : undefined;
  const from = request.from ?? checkIn ?? todayIso(now);
  const free = engine.calendar(stay.id, from, stayCalendarNights, inventory.sold.stays) ?? [];
  let quote: StayDetail['quote'] = null;
  if (checkIn && checkOut) {
    const priced = engine.quote(stay.id, checkIn, checkOut, inventory.sold.stays);
    quote = {
      checkIn,
      checkOut,
      nights: daysBetween(checkIn, checkOut),
      available: priced !== null,
      total: priced?.total ?? null,
    };
  }
  const city = inventory.data.stays.cities.find((candidate) => candidate.id === stay.cityId);
  // Sixty dates per answer: counted as day numbers (date-fns measured several times slower per day).
  const first = toDayNumber(from);
  return {
    stay,
    city,
    calendar: { from, nights: free.map((available, i) => ({ date: fromDayNumber(first + i), available })) },
    quote,
  };
}
