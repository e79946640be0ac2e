// In-process ride quote benchmark: a city of 500 free drivers (the seeded fleet of a large city,
// repeated with jitter), 20,000 quotes between random points within 15 km of the centre at random
// local times and passenger counts; times each quoteRide call with performance.now().
import { hashString, Rng } from '@escazo/inventory/flights';
import type { DriverPoint } from '@escazo/rides';
import { generateFleet, destinationPoint, type LatLon, quoteRide } from '@escazo/rides';

export type RideQuoteBench = { runs: number; drivers: number; p50Ms: number; p99Ms: number };

const centre: LatLon = { lat: 40.7128, lon: -74.006 };
const DRIVERS = 500;
const RUNS = 20_000;
const WARM_UP = 2_000;

function cityOf500(rng: Rng): DriverPoint[] {
  const fleet = generateFleet({ cityId: 'bench-city', ...centre, population: 10_000_000 });
  return Array.from({ length: DRIVERS }, (_, i) => {
    const driver = fleet[i % fleet.length]!;
    const at = destinationPoint(driver, rng.next() * 360, rng.next() * 2);
    return { id: i + 1, vehicleType: driver.vehicleType, lat: at.lat, lon: at.lon };
  });
}

const randomPoint = (rng: Rng) => destinationPoint(centre, rng.next() * 360, 0.5 + rng.next() * 14.5);

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export function benchRideQuote(runs = RUNS): RideQuoteBench {
  const rng = new Rng(hashString('bench-rides-quote'));
  const drivers = cityOf500(rng.fork('drivers'));
  const trips = rng.fork('trips');
  const quote = () =>
    quoteRide({
      pickup: randomPoint(trips),
      destination: randomPoint(trips),
      localMinute: trips.int(0, 1439),
      passengers: trips.int(1, 4),
      drivers,
    });
  for (let i = 0; i < WARM_UP; i++) quote();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Draw the trip outside the timed call, so only the quote is measured.
    const input = {
      pickup: randomPoint(trips),
      destination: randomPoint(trips),
      localMinute: trips.int(0, 1439),
      passengers: trips.int(1, 4),
      drivers,
    };
    const start = performance.now();
    quoteRide(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { runs, drivers: drivers.length, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) };
}
