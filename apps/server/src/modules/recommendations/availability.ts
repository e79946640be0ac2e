import { addDays } from '@escazo/contracts/dates';
import { WEEKDAYS, type Weekday } from '@escazo/contracts/planning-options';
import type { Inventory } from '../inventory/public.ts';
import type { CatalogueItem } from './catalogue-types.ts';
import { wholeUsd } from './tags.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/** Today's date and weekday where the item is. */
function localToday(timeZone: string, now: Date): { day: string; weekday: Weekday } {
  let format = formats.get(timeZone);
  if (!format)
    formats.set(
      timeZone,
      (format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        weekday: 'short',
      })),
    );
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  const weekday = WEEKDAYS.find((day) => day === parts.weekday!.toLowerCase().slice(0, 3)) ?? 'mon';
  return { day: `${parts.year}-${parts.month}-${parts.day}`, weekday };
}

/** The cheapest room of the hotel free tonight (one room, one night), in USD cents; null when none is. */
function cheapestTonight(inventory: Inventory, hotelId: string, tonight: string): number | null {
  const hotel = inventory.engines.hotels.hotel(hotelId);
  if (!hotel) return null;
  let cheapest: number | null = null;
  for (const room of hotel.roomTypes) {
    const quote = inventory.engines.hotels.quote(room.id, tonight, addDays(tonight, 1), 1, inventory.sold.hotels);
    if (quote && (cheapest === null || quote.total.amount < cheapest)) cheapest = quote.total.amount;
  }
  return cheapest;
}

/**
 * Today's line for a card, on the app clock in the item's time zone: a place's opening hours, a
 * hotel's cheapest room free tonight, a destination's hotels with a room free tonight.
 */
export function availabilityLine(
  item: CatalogueItem,
  inventory: Inventory,
  hotelIdsOfCity: (cityId: string) => readonly string[],
  now: Date,
): string {
  const { live } = item;
  const today = localToday(live.timeZone, now);
  switch (live.kind) {
    case 'place': {
      const ranges = live.hours[today.weekday];
      return ranges.length ? `Open today ${ranges.join(', ')}` : 'Closed today';
    }
    case 'hotel': {
      const cheapest = cheapestTonight(inventory, live.hotelId, today.day);
      return cheapest === null ? 'Fully booked tonight' : `Rooms free tonight from $${wholeUsd(cheapest)}`;
    }
    case 'destination': {
      const free = hotelIdsOfCity(item.cityId).filter(
        (id) => cheapestTonight(inventory, id, today.day) !== null,
      ).length;
      return `${free} ${free === 1 ? 'hotel' : 'hotels'} with rooms tonight`;
    }
  }
}
