import type { Money } from '@escazo/contracts/common';
import {
  hotelAmenities,
  type HotelAmenity,
  type HotelSearchRequest,
  type HotelSort,
} from '@escazo/contracts/search-hotels';
import { noRoomsSold, type HotelSoldCounts, toDay, nightFactor, rateWithFactor } from '@escazo/inventory/hotels';
import type { Climate, Hotel, HotelInventory, LodgingCity, RoomType } from '@escazo/inventory/hotels';
import { buildDestinationIndex } from './destination.ts';
import { compareIds, paginate, type Page } from './paginate.ts';

/** One hotel in the results: its cheapest available room type that fits the party and the filters. */
export type HotelOffer = {
  hotel: Hotel;
  room: RoomType;
  rooms: number;
  nights: number;
  /** Fewest rooms of this type free over the stay. */
  roomsLeft: number;
  /** Every room, every night (sum of the nightly rates). */
  total: Money;
  /** Per room per night (total / nights / rooms, rounded): what the price filter and the card use. */
  pricePerNight: Money;
};

export type HotelSearchResult = Page<HotelOffer> & { nights: number; cities: LodgingCity[] };

export type HotelQuote = { nightlyRates: number[]; total: Money; roomsLeft: number };

export type HotelSearchEngine = {
  search(request: HotelSearchRequest, sold?: HotelSoldCounts): HotelSearchResult;
  hotel(id: string): Hotel | undefined;
  /** Price and availability of one room type for given dates (null when unknown or sold out). */
  quote(
    roomTypeId: string,
    checkIn: string,
    checkOut: string,
    rooms: number,
    sold?: HotelSoldCounts,
  ): HotelQuote | null;
};

type Entry = { hotel: Hotel; amenityMask: number };

const amenityBits = new Map<HotelAmenity, number>(hotelAmenities.map((amenity, i) => [amenity, 1 << i]));

function maskOf(amenities: readonly HotelAmenity[]): number {
  let mask = 0;
  for (const amenity of amenities) mask |= amenityBits.get(amenity) ?? 0;
  return mask;
}

const usd = (amount: number): Money => ({ amount, currency: 'USD' });

const comparators: Record<HotelSort, (a: HotelOffer, b: HotelOffer) => number> = {
  'price-asc': (a, b) => a.total.amount - b.total.amount || compareIds(a.hotel.id, b.hotel.id),
  'price-desc': (a, b) => b.total.amount - a.total.amount || compareIds(a.hotel.id, b.hotel.id),
  'rating-desc': (a, b) =>
    b.hotel.guestRating - a.hotel.guestRating ||
    b.hotel.reviewCount - a.hotel.reviewCount ||
    compareIds(a.hotel.id, b.hotel.id),
  'stars-desc': (a, b) =>
    b.hotel.stars - a.hotel.stars || a.total.amount - b.total.amount || compareIds(a.hotel.id, b.hotel.id),
};

/** Night factors for [firstDay, firstDay + nights), per climate, computed on first use. */
function nightFactorTable(firstDay: number, nights: number) {
  const tables: Partial<Record<Climate, Float64Array>> = {};
  return (climate: Climate): Float64Array => {
    let table = tables[climate];
    if (!table) {
      table = new Float64Array(nights);
      for (let i = 0; i < nights; i++) table[i] = nightFactor(climate, firstDay + i);
      tables[climate] = table;
    }
    return table;
  };
}

/** Rooms free on every night, or -1 when fewer than `rooms`; sums the price into `out[0]`. */
function priceRoom(
  room: RoomType,
  factors: Float64Array,
  soldByNight: readonly ReadonlyMap<string, number>[],
  rooms: number,
  out: number[],
): number {
  let left = room.count;
  let sum = 0;
  for (let i = 0; i < factors.length; i++) {
    const free = room.count - (soldByNight[i]!.get(room.id) ?? 0);
    if (free < rooms) return -1;
    if (free < left) left = free;
    sum += rateWithFactor(room.baseRate, factors[i] as number);
  }
  out[0] = sum * rooms;
  return left;
}

export function buildHotelSearch(inventory: HotelInventory): HotelSearchEngine {
  const byCity = new Map<string, Entry[]>();
  const byId = new Map<string, Hotel>();
  const roomById = new Map<string, { hotel: Hotel; room: RoomType }>();
  for (const hotel of inventory.hotels) {
    byId.set(hotel.id, hotel);
    for (const room of hotel.roomTypes) roomById.set(room.id, { hotel, room });
    const entry = { hotel, amenityMask: maskOf(hotel.amenities) };
    const list = byCity.get(hotel.cityId);
    if (list) list.push(entry);
    else byCity.set(hotel.cityId, [entry]);
  }
  const destinations = buildDestinationIndex(inventory.cities.filter((city) => byCity.has(city.id)));

  function search(request: HotelSearchRequest, sold: HotelSoldCounts = noRoomsSold): HotelSearchResult {
    const firstDay = toDay(request.checkIn);
    const nights = toDay(request.checkOut) - firstDay;
    const cities = destinations.resolve(request.destination);
    const base = { nights, cities };
    if (!(nights > 0) || cities.length === 0) return { ...paginate([], request.page, request.pageSize), ...base };

    const { guests, rooms } = request;
    const minPerNight = request.priceMin === undefined ? -Infinity : Math.round(request.priceMin * 100);
    const maxPerNight = request.priceMax === undefined ? Infinity : Math.round(request.priceMax * 100);
    let starMask = 0;
    for (const stars of request.stars) starMask |= 1 << stars;
    const minRating = request.minGuestRating ?? 0;
    const wanted = maskOf(request.amenities);
    const factorsFor = nightFactorTable(firstDay, nights);
    const soldByNight = Array.from({ length: nights }, (_, i) => sold.soldOn(firstDay + i));
    const price = [0];

    const offers: HotelOffer[] = [];
    for (const city of cities) {
      for (const { hotel, amenityMask } of byCity.get(city.id) ?? []) {
        if (starMask !== 0 && (starMask & (1 << hotel.stars)) === 0) continue;
        if (hotel.guestRating < minRating || (amenityMask & wanted) !== wanted) continue;
        const factors = factorsFor(hotel.climate);
        let best: RoomType | undefined;
        let bestTotal = Infinity;
        let bestLeft = 0;
        for (const room of hotel.roomTypes) {
          if (room.capacity * rooms < guests) continue;
          const left = priceRoom(room, factors, soldByNight, rooms, price);
          if (left < 0) continue;
          const total = price[0] as number;
          const perNight = Math.round(total / (nights * rooms));
          if (perNight < minPerNight || perNight > maxPerNight || total >= bestTotal) continue;
          best = room;
          bestTotal = total;
          bestLeft = left;
        }
        if (!best) continue;
        offers.push({
          hotel,
          room: best,
          rooms,
          nights,
          roomsLeft: bestLeft,
          total: usd(bestTotal),
          pricePerNight: usd(Math.round(bestTotal / (nights * rooms))),
        });
      }
    }
    offers.sort(comparators[request.sort]);
    return { ...paginate(offers, request.page, request.pageSize), ...base };
  }

  function quote(
    roomTypeId: string,
    checkIn: string,
    checkOut: string,
    rooms: number,
    sold: HotelSoldCounts = noRoomsSold,
  ): HotelQuote | null {
    const found = roomById.get(roomTypeId);
    const firstDay = toDay(checkIn);
    const nights = toDay(checkOut) - firstDay;
    if (!found || !(nights > 0) || rooms < 1) return null;
    const nightlyRates: number[] = [];
    let left = found.room.count;
    for (let i = 0; i < nights; i++) {
      const free = found.room.count - (sold.soldOn(firstDay + i).get(roomTypeId) ?? 0);
      if (free < rooms) return null;
      left = Math.min(left, free);
      nightlyRates.push(rateWithFactor(found.room.baseRate, nightFactor(found.hotel.climate, firstDay + i)) * rooms);
    }
    return { nightlyRates, total: usd(nightlyRates.reduce((a, b) => a + b, 0)), roomsLeft: left };
  }

  return { search, hotel: (id) => byId.get(id), quote };
}
