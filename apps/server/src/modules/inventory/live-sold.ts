import type { Take } from '@escazo/booking';
import { toDayNumber } from '@escazo/contracts/dates';
import type { CarSoldCounts } from '@escazo/inventory/cars';
import type { CruiseSoldCounts } from '@escazo/inventory/cruises';
import type { SoldSeats } from '@escazo/inventory/flights';
import type { HotelSoldCounts } from '@escazo/inventory/hotels';
import type { StayBookings } from '@escazo/inventory/stays';
import type { Inventory } from './in-memory.ts';
import type { SoldCounts } from './sold-counts.ts';

type DayDeltas = Map<number, Map<string, number>>;

/** Changes since start, laid over the sold counts loaded then (which stay as they were). */
type Deltas = {
  flights: Map<string, number>;
  hotels: DayDeltas;
  stays: DayDeltas;
  cars: DayDeltas;
  cruises: Map<string, number>;
};

const live = new WeakMap<SoldCounts, Deltas>();
const versions = new WeakMap<Inventory, number>();

/**
 * How many sales and releases have been applied to the inventory's sold counts: what was read from
 * them at one version holds until it moves (or `inventory.sold` is replaced).
 */
export function soldVersion(inventory: Inventory): number {
  return versions.get(inventory) ?? 0;
}

function bump(map: Map<string, number>, key: string, by: number) {
  const next = (map.get(key) ?? 0) + by;
  if (next === 0) map.delete(key);
  else map.set(key, next);
}

function bumpDay(days: DayDeltas, day: number, key: string, by: number) {
  let map = days.get(day);
  if (!map) days.set(day, (map = new Map()));
  bump(map, key, by);
}

function merged(
  base: ReadonlyMap<string, number>,
  delta: Map<string, number> | undefined,
): ReadonlyMap<string, number> {
  if (!delta || delta.size === 0) return base;
  const out = new Map(base);
  for (const [key, by] of delta) out.set(key, (out.get(key) ?? 0) + by);
  return out;
}

/** The sold counts the engines read: the base plus every sale and release applied since. */
function overlay(base: SoldCounts, d: Deltas): SoldCounts {
  const flights: SoldSeats = (flightNumber, date, cabin) =>
    base.flights(flightNumber, date, cabin) + (d.flights.get(`${flightNumber}@${date}@${cabin}`) ?? 0);
  const hotels: HotelSoldCounts = { soldOn: (day) => merged(base.hotels.soldOn(day), d.hotels.get(day)) };
  const cars: CarSoldCounts = { soldOn: (day) => merged(base.cars.soldOn(day), d.cars.get(day)) };
  const cruises: CruiseSoldCounts = {
    cabinsSold: (sailingId, category) =>
      base.cruises.cabinsSold(sailingId, category) + (d.cruises.get(`${sailingId}@${category}`) ?? 0),
  };
  const stays: StayBookings = {
    isBooked: (stayId, day) => (base.stays.isBooked(stayId, day) ? 1 : 0) + (d.stays.get(day)?.get(stayId) ?? 0) > 0,
    bookedOn: (day) => {
      const delta = d.stays.get(day);
      const set = base.stays.bookedOn(day);
      if (!delta || delta.size === 0) return set;
      const out = new Set(set);
      for (const [stayId, by] of delta)
        if ((set.has(stayId) ? 1 : 0) + by > 0) out.add(stayId);
        else out.delete(stayId);
      return out;
    },
  };
  return { flights, hotels, stays, cars, cruises };
}

/**
 * Applies a committed sale (sign 1) or release (sign -1) to the in-memory sold counts, so the next
 * search sees it. The first call replaces `inventory.sold` with a live overlay of the loaded counts.
 */
export function applySoldChange(inventory: Inventory, takes: readonly Take[], sign: 1 | -1): void {
  versions.set(inventory, soldVersion(inventory) + 1);
  let d = live.get(inventory.sold);
  if (!d) {
    d = { flights: new Map(), hotels: new Map(), stays: new Map(), cars: new Map(), cruises: new Map() };
    const next = overlay(inventory.sold, d);
    live.set(next, d);
    inventory.sold = next;
  }
  for (const take of takes) {
    switch (take.kind) {
      case 'flight':
        bump(d.flights, `${take.flightNumber}@${take.date}@${take.cabin}`, sign * take.quantity);
        break;
      case 'hotel':
        bumpDay(d.hotels, toDayNumber(take.night), take.roomTypeId, sign * take.quantity);
        break;
      case 'stay':
        bumpDay(d.stays, toDayNumber(take.night), take.stayId, sign);
        break;
      case 'car':
        bumpDay(d.cars, toDayNumber(take.day), take.fleetId, sign * take.quantity);
        break;
      case 'cruise':
        bump(d.cruises, `${take.sailingId}@${take.category}`, sign * take.quantity);
        break;
    }
  }
}
