import type { Money } from '@escazo/contracts/common';
import { addDays, dayOf } from '@escazo/contracts/dates';
import { fareCalendar } from '@escazo/search/flights';
import type { Inventory } from '../inventory/public.ts';

/** A "from" price departs this many days ahead at the earliest … */
const FIRST_DAY = 7;
/** … and within a month after that (a fare calendar of ±15 days around day 22). */
const RADIUS = 15;

/**
 * The cheapest one-way economy fare for one passenger between two sets of airports, departing 7 to
 * 37 days from `now` (epoch ms): the "flights from" price of the home page and explore.
 */
export function cheapestFareAhead(inventory: Inventory, from: string[], to: string[], now: number): Money | null {
  const center = addDays(dayOf(now), FIRST_DAY + RADIUS);
  const { days } = fareCalendar(
    inventory.engines.flights,
    { from, to, date: center, passengers: 1, cabin: 'economy' },
    { now, soldSeats: inventory.sold.flights },
    RADIUS,
  );
  let best: Money | null = null;
  for (const day of days) if (day.price && (!best || day.price.amount < best.amount)) best = day.price;
  return best;
}
