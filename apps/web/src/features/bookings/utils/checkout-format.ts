import type { BookingType } from '@escazo/contracts/bookings';
import { paths } from '../../../config/paths.ts';

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** A calendar day ('2026-12-01' or an ISO instant) as 'Tue, Dec 1, 2026'. */
export const formatDay = (value: string): string => dayFormat.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));

/** The wall-clock time an offer's price is held until, in the visitor's time zone ('14:32'). */
export const formatHeldUntil = (expiresAt: string): string => timeFormat.format(new Date(expiresAt));

/** Where a visitor goes to search this product again. */
export const searchPathFor = (type: BookingType | undefined): string =>
  type === 'flight' ? paths.flights : type === 'hotel' ? paths.hotels : type === 'stay' ? paths.shortStays : type === 'car' ? paths.cars : type === 'cruise' ? paths.cruises : paths.search;
