import { priceBreakdown } from '@escazo/booking';
import type { LodgingPrice } from '@escazo/advisor/budget';
import { hotelGuestLimits, hotelRoomLimits } from '@escazo/contracts/search-hotels';
import { addDays } from '@escazo/contracts/dates';
import type { Hotel } from '@escazo/inventory/hotels';
import type { Stay } from '@escazo/inventory/stays';
import type { Inventory } from '../inventory/public.ts';

/** Most guests one stay booking takes (the offer request's limit). */
const STAY_MAX_GUESTS = 16;

type CityLodging = { hotels: Map<string, Hotel[]>; stays: Map<string, Stay[]> };
const byCity = new WeakMap<Inventory['data'], CityLodging>();

function push<T>(map: Map<string, T[]>, key: string, item: T) {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

function lodgingOf(inventory: Inventory): CityLodging {
  let index = byCity.get(inventory.data);
  if (!index) {
    index = { hotels: new Map(), stays: new Map() };
    for (const hotel of inventory.data.hotels.hotels) push(index.hotels, hotel.cityId, hotel);
    for (const stay of inventory.data.stays.stays) push(index.stays, stay.cityId, stay);
    byCity.set(inventory.data, index);
  }
  return index;
}

/** One property priced for each candidate number of nights (index = nights; null when not bookable). */
type Priced = {
  name: string;
  link: string;
  stars: number | null;
  totals: ({ totalMinor: number; rooms: number } | null)[];
};

/**
 * A hotel's cheapest room type for the party at each number of nights, priced as the offers module
 * prices a hotel offer (the quote's total for every room and night, plus the hotel taxes). One quote
 * over the longest window gives every shorter stay from its nightly rates' prefix sums; when some
 * night of the window is full, each stay is quoted on its own.
 */
function hotelTotals(
  inventory: Inventory,
  hotel: Hotel,
  checkIn: string,
  nights: readonly number[],
  guests: number,
): Priced['totals'] {
  const longest = Math.max(...nights);
  const totals: Priced['totals'] = Array.from({ length: longest + 1 }, () => null);
  if (guests > hotelGuestLimits.max) return totals;
  const engine = inventory.engines.hotels;
  for (const room of hotel.roomTypes) {
    const rooms = Math.ceil(guests / room.capacity);
    if (rooms > hotelRoomLimits.max || rooms > guests) continue;
    const window = engine.quote(room.id, checkIn, addDays(checkIn, longest), rooms, inventory.sold.hotels);
    for (const n of nights) {
      let base: number | null = null;
      if (window) {
        base = 0;
        for (let i = 0; i < n; i++) base += window.nightlyRates[i]!;
      } else {
        base = engine.quote(room.id, checkIn, addDays(checkIn, n), rooms, inventory.sold.hotels)?.total.amount ?? null;
      }
      if (base === null) continue;
      const totalMinor = priceBreakdown('hotel', base, 'USD').total;
      const best = totals[n];
      if (!best || totalMinor < best.totalMinor) totals[n] = { totalMinor, rooms };
    }
  }
  return totals;
}

/** A stay that takes the whole party, free every night, priced as the offers module prices a stay offer. */
function stayTotals(
  inventory: Inventory,
  stay: Stay,
  checkIn: string,
  nights: readonly number[],
  guests: number,
): Priced['totals'] {
  const longest = Math.max(...nights);
  const totals: Priced['totals'] = Array.from({ length: longest + 1 }, () => null);
  if (guests > STAY_MAX_GUESTS || stay.guests < guests) return totals;
  const engine = inventory.engines.stays;
  const windowFree = engine.quote(stay.id, checkIn, addDays(checkIn, longest), inventory.sold.stays) !== null;
  for (const n of nights) {
    const base = windowFree
      ? stay.pricePerNight * n
      : (engine.quote(stay.id, checkIn, addDays(checkIn, n), inventory.sold.stays)?.total.amount ?? null);
    if (base !== null) totals[n] = { totalMinor: priceBreakdown('stay', base, 'USD').total, rooms: 1 };
  }
  return totals;
}

/**
 * Disjoint star bands per option type: the hotel is 4-5 stars (3 when none of those is free), the
 * budget hotel 2-3 stars, the hostel a 1-star hotel (there is no hostel inventory).
 */
const HOTEL_STARS = [4, 5];
const HOTEL_FALLBACK_STARS = [3];
const BUDGET_HOTEL_STARS = [2, 3];
const HOSTEL_STARS = [1];

type Found = Priced & { total: { totalMinor: number; rooms: number } };

function cheapestAt(
  list: readonly Priced[],
  nights: number,
  exclude: readonly (string | undefined)[] = [],
): Found | null {
  let best: Found | null = null;
  for (const p of list) {
    const total = p.totals[nights];
    if (!total || exclude.includes(p.link)) continue;
    if (
      !best ||
      total.totalMinor < best.total.totalMinor ||
      (total.totalMinor === best.total.totalMinor && p.link < best.link)
    )
      best = { ...p, total };
  }
  return best;
}

/**
 * The accommodation options of a city for stays of each number of nights from `checkIn`, the whole
 * party: the hotel, the budget hotel (only when cheaper than the hotel: it is never the dearer one),
 * the hostel-like beds and the vacation rental (the cheapest stay that takes the party), each the
 * cheapest of its band and never a property already listed. Keyed by nights.
 */
export async function lodgingPrices(
  inventory: Inventory,
  cityId: string,
  checkIn: string,
  nights: readonly number[],
  guests: number,
  pause: () => Promise<void> = async () => {},
): Promise<Map<number, LodgingPrice[]>> {
  const result = new Map<number, LodgingPrice[]>();
  const wanted = nights.filter((n) => n > 0);
  for (const n of nights) result.set(n, []);
  if (wanted.length === 0) return result;
  const { hotels, stays } = lodgingOf(inventory);
  // `pause` between properties: a city's hotels and stays are many.
  const priced: (Priced & { stars: number })[] = [];
  for (const hotel of hotels.get(cityId) ?? []) {
    await pause();
    priced.push({
      stars: hotel.stars as number,
      name: hotel.name,
      link: `/hotels/${hotel.id}`,
      totals: hotelTotals(inventory, hotel, checkIn, wanted, guests),
    });
  }
  const rentals: Priced[] = [];
  for (const stay of stays.get(cityId) ?? []) {
    await pause();
    rentals.push({
      stars: null,
      name: stay.title,
      link: `/stays/${stay.id}`,
      totals: stayTotals(inventory, stay, checkIn, wanted, guests),
    });
  }
  const withStars = (stars: number[]) => priced.filter((p) => stars.includes(p.stars));
  const [hotelPool, hotelFallback, budgetPool, hostelPool] = [
    HOTEL_STARS,
    HOTEL_FALLBACK_STARS,
    BUDGET_HOTEL_STARS,
    HOSTEL_STARS,
  ].map(withStars);
  for (const n of wanted) {
    const options: LodgingPrice[] = [];
    const add = (type: LodgingPrice['type'], found: Found | null) => {
      if (found)
        options.push({
          type,
          totalMinor: found.total.totalMinor,
          nights: n,
          name: found.name,
          link: found.link,
          stars: found.stars,
          rooms: found.total.rooms,
        });
    };
    const hotel = cheapestAt(hotelPool!, n) ?? cheapestAt(hotelFallback!, n);
    add('hotel', hotel);
    const budgetHotel = cheapestAt(budgetPool!, n, [hotel?.link]);
    if (budgetHotel && (!hotel || budgetHotel.total.totalMinor < hotel.total.totalMinor))
      add('budget-hotel', budgetHotel);
    add('hostel', cheapestAt(hostelPool!, n));
    add('vacation-rental', cheapestAt(rentals, n));
    result.set(n, options);
  }
  return result;
}
