import type { StayType } from '@escazo/contracts/search-stays';
import type { LodgingCity } from '../hotels/types.ts';
import type { ImageryDescriptor } from '../imagery/descriptor.ts';

/** A short-stay property, rented whole, one booking per night. */
export type Stay = {
  id: string;
  title: string;
  type: StayType;
  cityId: string;
  /** 'Lisbon, Portugal': what the text search matches besides the title. */
  location: string;
  lat: number;
  lon: number;
  beds: number;
  baths: number;
  /** Most guests allowed. */
  guests: number;
  /** 1.0-5.0, one decimal. */
  rating: number;
  reviewCount: number;
  /** USD cents, whole dollars; 35-1000 USD so the documented default 0-1000 filter shows every stay. */
  pricePerNight: number;
  currency: 'USD';
  imagery: ImageryDescriptor;
};

export type StayInventory = {
  seed: number;
  cities: LodgingCity[];
  stays: Stay[];
};

/** Booked nights as the engines read them; a booking module supplies them later. */
export type StayBookings = {
  /** True when the night starting on `day` (UTC day number) is taken. */
  isBooked(stayId: string, day: number): boolean;
  /** Ids of the stays booked for the night starting on `day` (a search reads one set per night). */
  bookedOn(day: number): ReadonlySet<string>;
};

const none: ReadonlySet<string> = new Set();
export const noStayBookings: StayBookings = { isBooked: () => false, bookedOn: () => none };

/** Bookings from `<stayId>@<day>` keys (tests, or a booking module's snapshot), indexed by night. */
export function stayBookingsFromSet(booked: ReadonlySet<string>): StayBookings {
  const byDay = new Map<number, Set<string>>();
  for (const key of booked) {
    const at = key.lastIndexOf('@');
    const day = Number(key.slice(at + 1));
    let stays = byDay.get(day);
    if (!stays) byDay.set(day, (stays = new Set()));
    stays.add(key.slice(0, at));
  }
  return {
    isBooked: (stayId, day) => byDay.get(day)?.has(stayId) ?? false,
    bookedOn: (day) => byDay.get(day) ?? none,
  };
}
