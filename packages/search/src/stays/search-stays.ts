import type { Money } from '@escazo/contracts/common';
import type { StaySearchRequest, StaySort } from '@escazo/contracts/search-stays';
import { staySorts } from '@escazo/contracts/search-stays';
import { toDay } from '@escazo/inventory/hotels';
import { noStayBookings, type Stay, type StayBookings, type StayInventory } from '@escazo/inventory/stays';
import { compareIds, paginate, type Page } from '../hotels/paginate.ts';

/** A stay in the results; with dates, the price of the whole stay. */
export type StayOffer = {
  stay: Stay;
  /** Null without a check-in date. */
  nights: number | null;
  total: Money | null;
};

export type StaySearchResult = Page<StayOffer>;

export type StaySearchEngine = {
  search(request: StaySearchRequest, bookings?: StayBookings): StaySearchResult;
  stay(id: string): Stay | undefined;
  /** Free (true) or booked (false) for each night from `from` ('YYYY-MM-DD'), for `days` nights. */
  calendar(id: string, from: string, days: number, bookings?: StayBookings): boolean[] | null;
  /** Price for the dates, null when unknown, the dates are wrong or a night is booked. */
  quote(
    id: string,
    checkIn: string,
    checkOut: string,
    bookings?: StayBookings,
  ): { nights: number; total: Money } | null;
};

type Entry = { stay: Stay; title: string; location: number };

const comparators: Record<StaySort, (a: Stay, b: Stay) => number> = {
  recommended: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || compareIds(a.id, b.id),
  'price-asc': (a, b) => a.pricePerNight - b.pricePerNight || compareIds(a.id, b.id),
  'price-desc': (a, b) => b.pricePerNight - a.pricePerNight || compareIds(a.id, b.id),
  'rating-desc': (a, b) => b.rating - a.rating || compareIds(a.id, b.id),
};

const usd = (amount: number): Money => ({ amount, currency: 'USD' });

/** The nights [first, first + nights) of a request; null without a (valid) check-in. */
export function stayNights(
  request: Pick<StaySearchRequest, 'checkIn' | 'checkOut'>,
): { first: number; nights: number } | null {
  if (!request.checkIn) return null;
  const first = toDay(request.checkIn);
  const last = request.checkOut ? toDay(request.checkOut) : Number.NaN;
  const nights = last > first ? last - first : 1;
  return Number.isFinite(first) ? { first, nights } : null;
}

function isFree(stayId: string, first: number, nights: number, bookings: StayBookings): boolean {
  for (let i = 0; i < nights; i++) if (bookings.isBooked(stayId, first + i)) return false;
  return true;
}

/**
 * The documented stay search: text over title or location (case-insensitive), guests at least,
 * price per night within [min, max] inclusive, beds at least, type; then free for every night.
 * Each sort's order is computed once, so a search is one filtered pass.
 */
export function buildStaySearch(inventory: StayInventory): StaySearchEngine {
  const byId = new Map(inventory.stays.map((stay) => [stay.id, stay]));
  // Many stays share a location: text is matched once per distinct location, then per title.
  const locations: string[] = [];
  const locationIndex = new Map<string, number>();
  for (const stay of inventory.stays) {
    if (!locationIndex.has(stay.location)) {
      locationIndex.set(stay.location, locations.length);
      locations.push(stay.location.toLowerCase());
    }
  }
  const locationHit = new Uint8Array(locations.length);
  const orders = {} as Record<StaySort, Entry[]>;
  for (const sort of staySorts) {
    orders[sort] = inventory.stays
      .slice()
      .sort(comparators[sort])
      .map((stay) => ({ stay, title: stay.title.toLowerCase(), location: locationIndex.get(stay.location)! }));
  }

  function search(request: StaySearchRequest, bookings: StayBookings = noStayBookings): StaySearchResult {
    const text = request.q.toLowerCase();
    const minPrice = Math.round(request.priceMin * 100);
    const maxPrice = Math.round(request.priceMax * 100);
    const minBeds = request.minBeds === 'any' ? 0 : Number(request.minBeds);
    const type = request.type;
    const dates = stayNights(request);
    if (text !== '') for (let i = 0; i < locations.length; i++) locationHit[i] = locations[i]!.includes(text) ? 1 : 0;
    // One set of booked stays per night; empty nights are left out.
    const bookedNights: ReadonlySet<string>[] = [];
    if (dates) {
      for (let day = dates.first; day < dates.first + dates.nights; day++) {
        const booked = bookings.bookedOn(day);
        if (booked.size > 0) bookedNights.push(booked);
      }
    }
    const matches: Stay[] = [];
    for (const entry of orders[request.sort]) {
      const stay = entry.stay;
      if (stay.guests < request.guests || stay.beds < minBeds) continue;
      if (type !== 'any' && stay.type !== type) continue;
      if (stay.pricePerNight < minPrice || stay.pricePerNight > maxPrice) continue;
      if (text !== '' && locationHit[entry.location] === 0 && !entry.title.includes(text)) continue;
      if (bookedNights.length > 0 && bookedNights.some((booked) => booked.has(stay.id))) continue;
      matches.push(stay);
    }
    // Offers only for the page shown.
    const page = paginate(matches, request.page, request.pageSize);
    return {
      ...page,
      items: page.items.map((stay) => ({
        stay,
        nights: dates ? dates.nights : null,
        total: dates ? usd(stay.pricePerNight * dates.nights) : null,
      })),
    };
  }

  return {
    search,
    stay: (id) => byId.get(id),
    calendar(id, from, days, bookings = noStayBookings) {
      const first = toDay(from);
      if (!byId.has(id) || !Number.isFinite(first) || days < 0) return null;
      return Array.from({ length: days }, (_, i) => !bookings.isBooked(id, first + i));
    },
    quote(id, checkIn, checkOut, bookings = noStayBookings) {
      const stay = byId.get(id);
      const first = toDay(checkIn);
      const nights = toDay(checkOut) - first;
      if (!stay || !(nights > 0) || !isFree(id, first, nights, bookings)) return null;
      return { nights, total: usd(stay.pricePerNight * nights) };
    },
  };
}
