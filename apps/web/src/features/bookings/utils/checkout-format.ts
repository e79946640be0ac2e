import type { BookingType } from '@escazo/contracts/bookings';
import { paths } from '@web/config/paths.ts';

const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The wall-clock time an offer's price is held until, in the visitor's time zone ('14:32'). */
export const formatHeldUntil = (expiresAt: string): string => timeFormat.format(new Date(expiresAt));

/** Where a visitor goes to search this product again. */
export const searchPathFor = (type: BookingType | undefined): string =>
  type === 'flight'
    ? paths.flights
    : type === 'hotel'
      ? paths.hotels
      : type === 'stay'
        ? paths.shortStays
        : type === 'car'
          ? paths.cars
          : type === 'cruise'
            ? paths.cruises
            : paths.search;
