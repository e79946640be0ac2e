import type { Money } from '@escazo/contracts/common';
import { addDays, dayOf } from '@escazo/contracts/dates';
import { EXPLORE_ITEMS_PER_TAB, type ExploreTab } from '@escazo/contracts/explore';
import { hotelSearchRequestSchema } from '@escazo/contracts/search-hotels';
import type { LodgingCity } from '@escazo/inventory/hotels';
import { countryByCode, foldName } from '@escazo/inventory';
import type { Airport } from '@escazo/inventory';
import type { Db } from '@server/db/client.ts';
import type { Clock } from '@server/lib/clock.ts';
import type { Inventory } from '../inventory/public.ts';
import { cheapestFareAhead, resolveAirports } from '../search/public.ts';
import { tagsOf, type DestinationTag } from './destination-tags.ts';
import { bookingsSince, profileLocation, searchesBetween } from './repository.ts';

/** Where fares are priced from when neither `from` nor the user's home city gives an airport. */
export const DEFAULT_ORIGIN = 'JFK';
/** Whole answers are kept this long per tab and origin. */
export const ANSWER_TTL_MS = 60_000;
/** Fares and hotel rates are kept this long per origin and city. */
export const PRICE_TTL_MS = 10 * 60_000;
/** Hotel prices: one night checking in a week from today (fares: the search module's cheapestFareAhead). */
const HOTEL_DAYS_AHEAD = 7;
const POPULAR_DAYS = 30;
const WEEK_DAYS = 7;
const DAY_MS = 86_400_000;

export type ExploreOrigin = { code: string; city: string };

/** A lodging city with what the cards say about it. */
export type CityFacts = {
  city: LodgingCity;
  hotelCount: number;
  /** Average hotel guest rating, one decimal. */
  rating: number;
  tags: readonly DestinationTag[];
};

export type ExploreCard = CityFacts & { fromFare: Money | null; hotelFrom: Money | null };
export type ExploreAnswer = { tab: ExploreTab; origin: ExploreOrigin; cards: ExploreCard[] };

/** What the explore page reads of an inventory, built once per inventory. */
type ExploreIndex = {
  facts: CityFacts[];
  /** `folded name|folded country name` → city id: how bookings (destination text) map to cities. */
  bookingCity: Map<string, string>;
  /** Served airports by IATA code. */
  airports: Map<string, Airport>;
  /** Folded city name → reference cities with served airports, most populous first. */
  homeCities: Map<string, { id: string; country: string; airports: Airport[] }[]>;
};

const indexes = new WeakMap<Inventory['data'], ExploreIndex>();

const bySize = (a: Airport, b: Airport) => b.size - a.size || (a.iata < b.iata ? -1 : 1);
const placeKey = (name: string, country: string) => `${foldName(name)}|${foldName(country)}`;

function exploreIndex(inventory: Inventory): ExploreIndex {
  const known = indexes.get(inventory.data);
  if (known) return known;
  const hotelStats = new Map<string, { count: number; ratingSum: number }>();
  for (const hotel of inventory.data.hotels.hotels) {
    const stats = hotelStats.get(hotel.cityId) ?? { count: 0, ratingSum: 0 };
    stats.count += 1;
    stats.ratingSum += hotel.guestRating;
    hotelStats.set(hotel.cityId, stats);
  }
  const facts = inventory.data.hotels.cities.map((city) => {
    const stats = hotelStats.get(city.id) ?? { count: 0, ratingSum: 0 };
    return {
      city,
      hotelCount: stats.count,
      rating: stats.count ? Math.round((stats.ratingSum / stats.count) * 10) / 10 : 0,
      tags: tagsOf(city.id),
    };
  });
  const bookingCity = new Map<string, string>();
  // Most populous first, so a namesake never takes a larger city's bookings.
  for (const { city } of [...facts].sort((a, b) => b.city.population - a.city.population)) {
    const key = placeKey(city.name, city.countryName);
    if (!bookingCity.has(key)) bookingCity.set(key, city.id);
  }
  const served = inventory.engines.flights.airportByCode;
  const airports = new Map(
    inventory.data.reference.airports
      .filter((airport) => served.has(airport.iata))
      .map((airport) => [airport.iata, airport]),
  );
  const homeCities: ExploreIndex['homeCities'] = new Map();
  for (const city of [...inventory.data.reference.cities].sort((a, b) => b.population - a.population)) {
    const cityAirports = city.airports.flatMap((code) => airports.get(code) ?? []).sort(bySize);
    if (cityAirports.length === 0) continue;
    const key = foldName(city.name);
    const list = homeCities.get(key) ?? [];
    list.push({ id: city.id, country: city.country, airports: cityAirports });
    homeCities.set(key, list);
  }
  const index = { facts, bookingCity, airports, homeCities };
  indexes.set(inventory.data, index);
  return index;
}

/** The lodging cities' facts (every city that has hotels). */
export function lodgingCityFacts(inventory: Inventory): readonly CityFacts[] {
  return exploreIndex(inventory).facts;
}

/**
 * A home location ('London', 'London, United Kingdom', 'Lyon, FR' or an airport code) → its
 * city's largest served airport, or null.
 */
export function homeAirport(inventory: Inventory, location: string): ExploreOrigin | null {
  const index = exploreIndex(inventory);
  const text = location.trim();
  if (/^[A-Za-z]{3}$/.test(text)) {
    const airport = index.airports.get(text.toUpperCase());
    if (airport) return { code: airport.iata, city: airport.city };
  }
  const comma = text.indexOf(',');
  const name = foldName(comma >= 0 ? text.slice(0, comma) : text);
  const country = comma >= 0 ? foldName(text.slice(comma + 1)) : '';
  const matches = (code: string) =>
    country === '' || foldName(code) === country || foldName(countryByCode(code)?.name ?? '') === country;
  const city = (index.homeCities.get(name) ?? []).find((candidate) => matches(candidate.country));
  const airport = city?.airports[0];
  return airport ? { code: airport.iata, city: airport.city } : null;
}

/** Ties (a fresh database) fall to the larger city, so a tab is never empty. */
const byPopulation = (a: CityFacts, b: CityFacts) =>
  b.city.population - a.city.population || (a.city.id < b.city.id ? -1 : 1);

function topBy(facts: readonly CityFacts[], score: (facts: CityFacts) => number): CityFacts[] {
  return facts
    .map((entry) => ({ entry, score: score(entry) }))
    .sort((a, b) => b.score - a.score || byPopulation(a.entry, b.entry))
    .slice(0, EXPLORE_ITEMS_PER_TAB)
    .map(({ entry }) => entry);
}

/** Bookings per lodging city, from bookings per destination text ('Paris, France'). */
function bookingsByCity(index: ExploreIndex, booked: Map<string, number>): Map<string, number> {
  const byCity = new Map<string, number>();
  for (const [destination, count] of booked) {
    const comma = destination.lastIndexOf(',');
    if (comma < 0) continue;
    const cityId = index.bookingCity.get(placeKey(destination.slice(0, comma), destination.slice(comma + 1)));
    if (cityId) byCity.set(cityId, (byCity.get(cityId) ?? 0) + count);
  }
  return byCity;
}

const count = (map: Map<string, number>, id: string) => map.get(id) ?? 0;

/**
 * Trending: the cities whose bookings and searches this week (the last 7 days) outnumber last
 * week's, fastest growth first ((this + 1) / (last + 1)), then more activity this week. A city that
 * did not grow is not trending, so with no growth anywhere the tab is empty: there is no trend yet.
 */
async function trendingCities(db: Db, index: ExploreIndex, now: Date): Promise<CityFacts[]> {
  const today = dayOf(now);
  const weekAgo = new Date(now.getTime() - WEEK_DAYS * DAY_MS);
  const [searchedThisWeek, searchedLastWeek, bookedThisWeek, bookedInTwoWeeks] = await Promise.all([
    searchesBetween(db, addDays(today, -(WEEK_DAYS - 1)), today),
    searchesBetween(db, addDays(today, -(2 * WEEK_DAYS - 1)), addDays(today, -WEEK_DAYS)),
    bookingsSince(db, weekAgo),
    bookingsSince(db, new Date(now.getTime() - 2 * WEEK_DAYS * DAY_MS)),
  ]);
  const thisWeekBookings = bookingsByCity(index, bookedThisWeek);
  const twoWeeksBookings = bookingsByCity(index, bookedInTwoWeeks);
  const growing: { entry: CityFacts; thisWeek: number; growth: number }[] = [];
  for (const entry of index.facts) {
    const id = entry.city.id;
    const thisWeek = count(searchedThisWeek, id) + count(thisWeekBookings, id);
    const lastWeek = count(searchedLastWeek, id) + count(twoWeeksBookings, id) - count(thisWeekBookings, id);
    if (thisWeek > lastWeek) growing.push({ entry, thisWeek, growth: (thisWeek + 1) / (lastWeek + 1) });
  }
  return growing
    .sort((a, b) => b.growth - a.growth || b.thisWeek - a.thisWeek || byPopulation(a.entry, b.entry))
    .slice(0, EXPLORE_ITEMS_PER_TAB)
    .map(({ entry }) => entry);
}

/**
 * The tab's cities: popular by bookings + searches (30 days; six, the largest cities on a fresh
 * database), trending by week-over-week growth (only cities that grew), adventure by rating.
 */
export async function rankTab(db: Db, inventory: Inventory, tab: ExploreTab, now: Date): Promise<CityFacts[]> {
  const index = exploreIndex(inventory);
  const today = dayOf(now);
  if (tab === 'adventure') {
    return index.facts
      .filter((entry) => entry.tags.includes('adventure'))
      .sort((a, b) => b.rating - a.rating || byPopulation(a, b))
      .slice(0, EXPLORE_ITEMS_PER_TAB);
  }
  if (tab === 'trending') return trendingCities(db, index, now);
  const [searches, booked] = await Promise.all([
    searchesBetween(db, addDays(today, -(POPULAR_DAYS - 1)), today),
    bookingsSince(db, new Date(now.getTime() - POPULAR_DAYS * DAY_MS)),
  ]);
  const bookingsPerCity = bookingsByCity(index, booked);
  return topBy(index.facts, ({ city }) => count(bookingsPerCity, city.id) + count(searches, city.id));
}

/** The cheapest one-way economy fare for one from the origin airport to the city, departing 7–37 days from now. */
export function cheapestFare(inventory: Inventory, origin: string, cityId: string, now: Date): Money | null {
  const to = resolveAirports(inventory, cityId)?.filter((code) => code !== origin);
  if (!to || to.length === 0 || !exploreIndex(inventory).airports.has(origin)) return null;
  return cheapestFareAhead(inventory, [origin], to, now.getTime());
}

/** The city's cheapest nightly rate: one room, one guest, one night a week from now. */
export function cheapestHotelNight(inventory: Inventory, cityId: string, now: Date): Money | null {
  const checkIn = addDays(dayOf(now), HOTEL_DAYS_AHEAD);
  const request = hotelSearchRequestSchema.parse({
    destination: cityId,
    checkIn,
    checkOut: addDays(checkIn, 1),
    guests: 1,
    rooms: 1,
    sort: 'price-asc',
    pageSize: 1,
  });
  return inventory.engines.hotels.search(request, inventory.sold.hotels).items[0]?.pricePerNight ?? null;
}

type Timed<T> = { at: number; value: T };

/** The explore answers of one app: origin resolution, ranking, prices, and their caches. */
export function createExploreService({ db, clock, inventory }: { db: Db; clock: Clock; inventory: () => Inventory }) {
  const answers = new Map<string, Timed<Promise<ExploreAnswer>>>();
  const prices = new Map<string, Timed<Money | null>>();

  function cachedPrice(key: string, now: Date, compute: () => Money | null): Money | null {
    const hit = prices.get(key);
    if (hit && now.getTime() - hit.at < PRICE_TTL_MS) return hit.value;
    if (prices.size > 20_000) prices.clear();
    const value = compute();
    prices.set(key, { at: now.getTime(), value });
    return value;
  }

  /** `from` when it is a served airport, else the user's home city's airport, else JFK. */
  async function resolveOrigin(from: string | undefined, userId: string | null): Promise<ExploreOrigin> {
    const inv = inventory();
    const index = exploreIndex(inv);
    const asked = from ? index.airports.get(from.toUpperCase()) : undefined;
    if (asked) return { code: asked.iata, city: asked.city };
    if (userId) {
      const location = await profileLocation(db, userId);
      const home = location ? homeAirport(inv, location) : null;
      if (home) return home;
    }
    const fallback = index.airports.get(DEFAULT_ORIGIN);
    return { code: DEFAULT_ORIGIN, city: fallback?.city ?? 'New York' };
  }

  async function build(tab: ExploreTab, origin: ExploreOrigin, now: Date): Promise<ExploreAnswer> {
    const inv = inventory();
    const ranked = await rankTab(db, inv, tab, now);
    const cards = ranked.map((entry) => ({
      ...entry,
      fromFare: cachedPrice(`fare|${origin.code}|${entry.city.id}`, now, () =>
        cheapestFare(inv, origin.code, entry.city.id, now),
      ),
      hotelFrom: cachedPrice(`hotel|${entry.city.id}`, now, () => cheapestHotelNight(inv, entry.city.id, now)),
    }));
    return { tab, origin, cards };
  }

  return {
    async explore(tab: ExploreTab, from: string | undefined, userId: string | null): Promise<ExploreAnswer> {
      const origin = await resolveOrigin(from, userId);
      const now = clock.now();
      const key = `${tab}|${origin.code}`;
      const hit = answers.get(key);
      if (hit && now.getTime() - hit.at < ANSWER_TTL_MS) return hit.value;
      const value = build(tab, origin, now);
      answers.set(key, { at: now.getTime(), value });
      // A failed answer is not kept.
      value.catch(() => {
        if (answers.get(key)?.value === value) answers.delete(key);
      });
      return value;
    },
  };
}

export type ExploreService = ReturnType<typeof createExploreService>;
