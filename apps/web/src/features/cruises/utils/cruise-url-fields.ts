import { daysBetween } from '@escazo/contracts/dates';
import {
  cruiseDurationForNights,
  cruiseRegionNames,
  cruiseRegions,
  type CruiseRegion,
} from '@escazo/contracts/search-cruises';

/** Search & Book's trip fields, read when the cruise's own fields are absent. */
export const cruiseAliasKeys = ['checkIn', 'checkOut', 'guests'] as const;

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** 'caribbean', 'Caribbean' or ' south pacific ' → the region id; anything else stays as it is. */
export function cruiseRegionOf(text: string): CruiseRegion | null {
  const wanted = text.trim().toLowerCase();
  return cruiseRegions.find((id) => id === wanted || cruiseRegionNames[id].toLowerCase() === wanted) ?? null;
}

/**
 * The URL's cruise fields under the cruise search's own names. Another page may send a region by
 * its name ('Caribbean') and Search & Book's trip fields: check-in is the earliest departure (and
 * so the month), the nights to check-out pick the duration band, guests are the passengers.
 */
export function cruiseUrlFields(params: URLSearchParams): URLSearchParams {
  const fields = new URLSearchParams(params);
  const destination = params.get('destination');
  const region = destination === null ? null : cruiseRegionOf(destination);
  if (region) fields.set('destination', region);
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  if (!params.has('departureDate') && !params.has('month') && isDay(checkIn)) {
    fields.set('departureDate', checkIn);
    fields.set('month', checkIn.slice(0, 7));
  }
  if (!params.has('duration') && isDay(checkIn) && isDay(checkOut)) {
    const band = cruiseDurationForNights(daysBetween(checkIn, checkOut));
    if (band) fields.set('duration', band);
  }
  const guests = params.get('guests');
  if (!params.has('passengers') && guests) fields.set('passengers', guests);
  for (const alias of cruiseAliasKeys) fields.delete(alias);
  return fields;
}
