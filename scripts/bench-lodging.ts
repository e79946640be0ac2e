/**
 * In-process benchmark of the lodging, car and cruise inventories: builds them from the real
 * reference data (printing counts and generation times), then times 1,000 hotel and 1,000 stay
 * searches (and, for reference, car and cruise searches) and prints p50/p95/p99.
 *
 *   npx tsx scripts/bench-lodging.ts [searches=1000] [seed=42]
 */
import { carSearchRequestSchema, carCategories } from '@escazo/contracts/search-cars';
import { cruiseRegions, cruiseSearchRequestSchema } from '@escazo/contracts/search-cruises';
import { hotelAmenities, hotelSearchRequestSchema, hotelSorts } from '@escazo/contracts/search-hotels';
import { staySearchRequestSchema, staySorts, stayTypeFilters } from '@escazo/contracts/search-stays';
import { generateCars } from '@escazo/inventory/cars';
import { loadPortPlaces, generateCruises } from '@escazo/inventory/cruises';
import { hotelSoldCountsFromMap, fromDay, toDay, generateHotels } from '@escazo/inventory/hotels';
import { loadReferenceData } from '@escazo/inventory';
import { generateStays, stayBookingsFromSet } from '@escazo/inventory/stays';
import { buildCarSearch } from '@escazo/search/cars';
import { buildCruiseSearch } from '@escazo/search/cruises';
import { buildHotelSearch } from '@escazo/search/hotels';
import { buildStaySearch } from '@escazo/search/stays';

const count = Number(process.argv[2] ?? 1000);
const seed = Number(process.argv[3] ?? 42);
const startDate = '2026-11-22';
let state = seed >>> 0;
/** mulberry32, so every run times the same searches. */
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

function timed<T>(label: string, run: () => T): T {
  const t0 = performance.now();
  const value = run();
  console.log(`${label.padEnd(28)} ${(performance.now() - t0).toFixed(0).padStart(6)} ms`);
  return value;
}

function percentiles(label: string, run: (i: number) => number) {
  let sink = 0;
  for (let round = 0; round < 2; round++) for (let i = 0; i < count; i++) sink += run(i); // warm-up
  const times = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    sink += run(i);
    times[i] = performance.now() - t0;
  }
  times.sort();
  const at = (p: number) => `${(times[Math.min(count - 1, Math.floor(p * count))]! * 1000).toFixed(0)} µs`;
  const mean = times.reduce((a, b) => a + b, 0) / count;
  console.log(
    `${label.padEnd(16)} p50 ${at(0.5).padStart(8)}  p95 ${at(0.95).padStart(8)}  p99 ${at(0.99).padStart(8)}  mean ${(mean * 1000).toFixed(0)} µs  (${(sink / 3 / count).toFixed(1)} results avg)`,
  );
}

const ref = timed('reference data', () => loadReferenceData());
const hotels = timed('hotels generated', () => generateHotels(ref, { seed }));
const stays = timed('stays generated', () => generateStays(ref, { seed }));
const cars = timed('cars generated', () => generateCars(ref, { seed }));
const portPlaces = timed('port places (GeoNames)', () => loadPortPlaces());
const cruises = timed('cruises generated', () => generateCruises(ref, { seed, startDate, portPlaces }));
const hotelEngine = timed('hotel index', () => buildHotelSearch(hotels));
const stayEngine = timed('stay index', () => buildStaySearch(stays));
const carEngine = timed('car index', () => buildCarSearch(cars));
const cruiseEngine = timed('cruise index', () => buildCruiseSearch(cruises));

const rooms = hotels.hotels.reduce((sum, h) => sum + h.roomTypes.reduce((s, r) => s + r.count, 0), 0);
console.log(
  `\nhotels ${hotels.hotels.length} in ${hotels.cities.length} cities (${rooms} rooms); stays ${stays.stays.length} in ${stays.cities.length} cities;` +
    `\ncar desks ${cars.locations.length} in ${new Set(cars.locations.map((l) => l.cityId)).size} cities (${cars.locations.reduce((s, l) => s + l.fleet.length, 0)} fleets);` +
    ` cruises: ${cruises.ships.length} ships, ${cruises.itineraries.length} itineraries, ${cruises.sailings.length} sailings, ${cruises.ports.length} ports\n`,
);

// Availability with something sold: 20% of a busy city's room-nights, some stay nights.
const startDay = toDay(startDate);
const soldRooms = new Map<string, number>();
for (const hotel of hotels.hotels.slice(0, 3000)) {
  for (const room of hotel.roomTypes)
    for (let d = 0; d < 60; d += 3) soldRooms.set(`${room.id}@${startDay + d}`, Math.floor(room.count / 5));
}
const booked = new Set<string>();
for (const stay of stays.stays) for (let d = 0; d < 90; d += int(1, 9)) booked.add(`${stay.id}@${startDay + d}`);
const roomSold = hotelSoldCountsFromMap(soldRooms);
const stayBooked = stayBookingsFromSet(booked);

const hotelRequests = Array.from({ length: count }, () => {
  const city = random() < 0.5 ? hotels.cities[int(0, 40)]! : pick(hotels.cities);
  const checkIn = startDay + int(1, 330);
  return hotelSearchRequestSchema.parse({
    destination: random() < 0.5 ? city.id : city.name,
    checkIn: fromDay(checkIn),
    checkOut: fromDay(checkIn + int(1, 7)),
    guests: int(1, 4),
    rooms: 1,
    stars: random() < 0.3 ? [int(3, 5)] : [],
    amenities: random() < 0.3 ? [pick(hotelAmenities)] : [],
    priceMax: random() < 0.3 ? int(80, 400) : undefined,
    sort: pick(hotelSorts),
  });
});
const words = [
  '',
  '',
  'apartment',
  'villa',
  'loft',
  'garden',
  'paris',
  'new',
  'san',
  'cozy',
  'pool',
  'house',
  'centre',
  'ber',
];
const stayRequests = Array.from({ length: count }, () => {
  const checkIn = startDay + int(1, 80);
  return staySearchRequestSchema.parse({
    q: random() < 0.4 ? pick(stays.cities).name.slice(0, int(3, 8)) : pick(words),
    checkIn: random() < 0.6 ? fromDay(checkIn) : undefined,
    checkOut: fromDay(checkIn + int(1, 7)),
    guests: int(1, 6),
    priceMin: random() < 0.3 ? int(0, 200) : undefined,
    priceMax: random() < 0.3 ? int(200, 1000) : undefined,
    minBeds: pick(['any', '1', '2', '3', '4']),
    type: pick(stayTypeFilters),
    sort: pick(staySorts),
  });
});
const carRequests = Array.from({ length: count }, () => {
  const location = pick(cars.locations);
  const pickup = startDay + int(1, 200);
  return carSearchRequestSchema.parse({
    pickupLocation: random() < 0.5 && location.iata ? location.iata : location.cityName,
    dropoffLocation: location.cityName,
    pickupDate: fromDay(pickup),
    dropoffDate: fromDay(pickup + int(1, 10)),
    categories: random() < 0.3 ? [pick(carCategories)] : [],
  });
});
const cruiseRequests = Array.from({ length: count }, () =>
  cruiseSearchRequestSchema.parse({
    destination: pick(cruiseRegions),
    month: fromDay(startDay + int(10, 330)).slice(0, 7),
    passengers: int(1, 6),
  }),
);

percentiles('hotel search', (i) => hotelEngine.search(hotelRequests[i]!, roomSold).total);
percentiles('stay search', (i) => stayEngine.search(stayRequests[i]!, stayBooked).total);
percentiles('car search', (i) => carEngine.search(carRequests[i]!).total);
percentiles('cruise search', (i) => cruiseEngine.search(cruiseRequests[i]!).total);
