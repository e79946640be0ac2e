import { priceBreakdown } from '@escazo/booking';
import { hotelGuestLimits, hotelRoomLimits } from '@escazo/contracts/search-hotels';
import type { Hotel } from '@escazo/inventory/hotels';
import type { Stay } from '@escazo/inventory/stays';
import type { LodgingOption } from '@escazo/planner';
import type { Inventory } from '../inventory/public.ts';
import type { BookingRef } from './stored-plan.ts';

/** How many lodging options the engine is offered. */
export const LODGING_CHOICES = 6;
/** Most guests one stay booking takes (the offer request's limit). */
const STAY_MAX_GUESTS = 16;

type CityLodging = { hotels: Map<string, Hotel[]>; stays: Map<string, Stay[]> };
const byCity = new WeakMap<Inventory['data'], CityLodging>();

function listOf<T>(map: Map<string, T[]>, key: string): T[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

function lodgingOf(inventory: Inventory): CityLodging {
  let index = byCity.get(inventory.data);
  if (!index) {
    const hotels = new Map<string, Hotel[]>();
    for (const hotel of inventory.data.hotels.hotels) listOf(hotels, hotel.cityId).push(hotel);
    const stays = new Map<string, Stay[]>();
    for (const stay of inventory.data.stays.stays) listOf(stays, stay.cityId).push(stay);
    index = { hotels, stays };
    byCity.set(inventory.data, index);
  }
  return index;
}

type Candidate = LodgingOption & { group: string };

/**
 * A hotel's cheapest room type for the party, priced as the offers module prices a hotel offer
 * (the quote's total for every room and night, plus the hotel taxes): rooms as many as the room
 * type needs for the guests, within what one offer may book.
 */
function hotelCandidate(
  inventory: Inventory,
  hotel: Hotel,
  checkIn: string,
  checkOut: string,
  guests: number,
): Candidate | null {
  if (guests > hotelGuestLimits.max) return null;
  let best: Candidate | null = null;
  for (const room of hotel.roomTypes) {
    const rooms = Math.ceil(guests / room.capacity);
    if (rooms > hotelRoomLimits.max || rooms > guests) continue;
    const quote = inventory.engines.hotels.quote(room.id, checkIn, checkOut, rooms, inventory.sold.hotels);
    if (!quote || quote.roomsLeft < rooms) continue;
    const totalMinor = priceBreakdown('hotel', quote.total.amount, quote.total.currency).total;
    if (best && best.totalMinor <= totalMinor) continue;
    const ref: BookingRef = { type: 'hotel', hotelId: hotel.id, roomTypeId: room.id, checkIn, checkOut, guests, rooms };
    best = {
      kind: 'hotel',
      id: hotel.id,
      name: hotel.name,
      lat: hotel.lat,
      lon: hotel.lon,
      totalMinor,
      checkInFrom: HOTEL_CHECK_IN,
      ref,
      group: `hotel-${hotel.stars}`,
    };
  }
  return best;
}

/** A stay that takes the whole party, free every night, priced as the offers module prices a stay offer. */
function stayCandidate(
  inventory: Inventory,
  stay: Stay,
  checkIn: string,
  checkOut: string,
  guests: number,
): Candidate | null {
  if (guests > STAY_MAX_GUESTS || stay.guests < guests) return null;
  const quote = inventory.engines.stays.quote(stay.id, checkIn, checkOut, inventory.sold.stays);
  if (!quote) return null;
  const totalMinor = priceBreakdown('stay', quote.total.amount, quote.total.currency).total;
  const ref: BookingRef = { type: 'stay', stayId: stay.id, checkIn, checkOut, guests };
  return {
    kind: 'stay',
    id: stay.id,
    name: stay.title,
    lat: stay.lat,
    lon: stay.lon,
    totalMinor,
    checkInFrom: STAY_CHECK_IN,
    ref,
    group: `stay-${stay.type}`,
  };
}

/**
 * The inventory records no check-in times: hotels are taken to check in from 15:00 and stays (whose
 * hosts turn the place round between guests) from 16:00, the common times.
 */
const HOTEL_CHECK_IN = 15 * 60;
const STAY_CHECK_IN = 16 * 60;

const cheapestFirst = (a: Candidate, b: Candidate) => a.totalMinor - b.totalMinor || a.id.localeCompare(b.id);

/**
 * The lodging a plan may use: hotels and stays of the city with rooms for every night from
 * check-in to check-out for the whole party, cheapest first. Up to six, spread over hotel star
 * levels and stay types (the cheapest of each), filled up with the next cheapest. None without nights.
 */
export function lodgingOptions(
  inventory: Inventory,
  cityId: string,
  checkIn: string,
  checkOut: string,
  guests: number,
): LodgingOption[] {
  if (checkOut <= checkIn) return [];
  const { hotels, stays } = lodgingOf(inventory);
  const candidates = [
    ...(hotels.get(cityId) ?? []).map((hotel) => hotelCandidate(inventory, hotel, checkIn, checkOut, guests)),
    ...(stays.get(cityId) ?? []).map((stay) => stayCandidate(inventory, stay, checkIn, checkOut, guests)),
  ]
    .filter((candidate): candidate is Candidate => candidate !== null)
    .sort(cheapestFirst);
  const chosen: Candidate[] = [];
  const groups = new Set<string>();
  for (const candidate of candidates) {
    if (chosen.length >= LODGING_CHOICES) break;
    if (groups.has(candidate.group)) continue;
    groups.add(candidate.group);
    chosen.push(candidate);
  }
  for (const candidate of candidates) {
    if (chosen.length >= LODGING_CHOICES) break;
    if (!chosen.includes(candidate)) chosen.push(candidate);
  }
  return chosen.sort(cheapestFirst).map(({ group: _group, ...option }) => option);
}
