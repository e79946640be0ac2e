import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetPlanSchema, type BudgetDestination } from '@escazo/contracts/budget';
import { addDays, todayIso } from '@escazo/contracts/dates';
import { carSearchRequestSchema } from '@escazo/contracts/search-cars';
import { fareFor, estimateRoute } from '@escazo/rides';
import { createTestContext, sharedMemoryInventory, TestClient, type TestContext } from '@server-test/helpers.ts';
import { TestClock } from '@server/lib/clock.ts';
import { planFlights } from '../planning/public.ts';
import { resolveAirports } from '../search/public.ts';
import { lodgingPrices } from './lodging-prices.ts';
import { RENTAL_DRIVER_AGE, rentalDates } from './rental-prices.ts';
import { budgetRequest } from './test-support.ts';

/** The figures of a plan are the engines' prices for the same query, as the offers would charge them. */
const clock = new TestClock(new Date());
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    inventory: 'memory',
    clock,
    rateLimit: { globalPerMinute: 100_000, formsPerTenMinutes: 10_000 },
  });
}, 240_000);
afterAll(() => ctx?.close());

const client = () => new TestClient(ctx.app);
const offerTotal = async (body: unknown): Promise<number> => {
  const res = await client().post('/api/offers', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().offer.price.total.amount as number;
};

async function plan(overrides: Parameters<typeof budgetRequest>[1] = {}) {
  const res = await client().post('/api/budget-plans', budgetRequest(clock, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return budgetPlanSchema.parse(res.json().plan);
}

function entryOf(destination: BudgetDestination) {
  return ctx.app.planningCatalogue.byId(destination.id)!;
}

/** The cheapest offer for a hotel's rooms for the party (each room type, as many rooms as it needs). */
async function cheapestHotelOffer(hotelId: string, checkIn: string, checkOut: string, guests: number): Promise<number> {
  const hotel = sharedMemoryInventory().engines.hotels.hotel(hotelId)!;
  const totals: number[] = [];
  for (const room of hotel.roomTypes) {
    const rooms = Math.ceil(guests / room.capacity);
    if (rooms > guests) continue;
    totals.push(await offerTotal({ type: 'hotel', hotelId, roomTypeId: room.id, checkIn, checkOut, guests, rooms }));
  }
  return Math.min(...totals);
}

describe('budget plan figures', () => {
  for (const travelers of [2, 3]) {
    it(`${travelers} travellers: fares, lodging and the rental car equal the engines' and offers' prices`, async () => {
      const result = await plan({
        travelers,
        totalBudget: 6000,
        preferences: travelers === 3 ? ['family'] : ['cultural'],
      });
      const first = result.destinations[0]!;
      expect(first, 'a destination fits').toBeDefined();
      const entry = entryOf(first);
      const inventory = sharedMemoryInventory();

      // The fares: planFlights for the same dates and party, outbound + return.
      const flights = planFlights(
        inventory,
        ['LHR'],
        resolveAirports(inventory, entry.cityId)!,
        first.startDate,
        first.endDate,
        travelers,
        clock.now().getTime(),
      );
      const fares = flights.outbound!.totalMinor + flights.return!.totalMinor;
      const perPerson = `$${Math.round(fares / travelers / 100).toLocaleString('en-US')}`;
      expect(first.reasonings).toContain(`Return fares from LHR from ${perPerson} per person on those dates`);
      const local = first.transportation.find((o) => o.recommended)!;
      expect(first.budget.transportation.amount).toBe(fares + local.estimatedCost.amount);

      // Every accommodation option is what the offer for that property and those dates costs.
      expect(first.accommodation.length).toBeGreaterThan(0);
      for (const option of first.accommodation) {
        const [, kind, id] = option.link!.split('/');
        const total =
          kind === 'hotels'
            ? await cheapestHotelOffer(id!, first.startDate, first.endDate, travelers)
            : await offerTotal({
                type: 'stay',
                stayId: id,
                checkIn: first.startDate,
                checkOut: first.endDate,
                guests: travelers,
              });
        expect(option.estimatedCost.amount, option.link).toBe(total);
      }
      const lodging = first.accommodation.find((o) => o.recommended)!;
      expect(first.budget.accommodation).toEqual(lodging.estimatedCost);

      // The rental: the cheapest car of the city's desks for the stay, as its offer is priced.
      const rental = first.transportation.find((o) => o.type === 'rental');
      expect(rental, `${first.id} has a rental desk`).toBeDefined();
      {
        const dates = rentalDates(first.startDate, first.recommendedStayLength);
        const search = inventory.engines.cars.search(
          carSearchRequestSchema.parse({
            pickupLocation: entry.cityId,
            dropoffLocation: entry.cityId,
            ...dates,
            driverAge: RENTAL_DRIVER_AGE,
            pageSize: 50,
          }),
        );
        const options = await Promise.all(
          search.items
            .filter((o) => !o.oneWayFee)
            .slice(0, 5)
            .map(
              async (o) =>
                Math.ceil(travelers / o.fleet.seats) *
                (await offerTotal({
                  type: 'car',
                  locationId: o.location.id,
                  category: o.fleet.category,
                  ...dates,
                  driverAge: RENTAL_DRIVER_AGE,
                })),
            ),
        );
        expect(rental!.estimatedCost.amount).toBe(Math.min(...options));
        // Picked up on the first day at 10:00, back on the last at 10:00: one rental day fewer than the stay.
        expect(rental!.reasonings[0]).toContain(`: ${first.recommendedStayLength - 1} rental days,`);
      }

      // Food and activities: the cost index per person per day.
      const days = first.recommendedStayLength;
      const tier = 'moderate';
      expect(first.budget.food.amount).toBe(entry.planner.dailyCosts[tier].food * days * travelers);
      expect(first.budget.activities.amount).toBe(entry.planner.dailyCosts[tier].activities * days * travelers);
      // Other: the rides page's economy fare from the city's biggest airport to its centre, there and back.
      const main = resolveAirports(inventory, entry.cityId)!
        .map((code) => inventory.data.reference.airports.find((a) => a.iata === code)!)
        .sort((a, b) => b.size - a.size || a.iata.localeCompare(b.iata))[0]!;
      const ride = fareFor(
        'economy',
        estimateRoute(main, { lat: entry.planner.lat, lon: entry.planner.lon }, 12 * 60),
      ).total;
      expect(first.budget.other.amount).toBe(ride * 2 * Math.ceil(travelers / 4));
      expect(Object.values(first.budget).reduce((s, m) => s + m.amount, 0)).toBe(first.estimatedTotalCost.amount);
    });
  }

  it('the stay is the longest the advice allows within the budget; a shorter one is named with what it saves', async () => {
    const roomy = await plan({ totalBudget: 100_000 });
    for (const d of roomy.destinations) {
      const advice = entryOf(d).idealStay ?? { min: 3, max: 5 };
      expect(d.recommendedStayLength).toBe(Math.min(advice.max, 5));
    }
    const longer = roomy.destinations.find((d) => d.recommendedStayLength > (entryOf(d).idealStay ?? { min: 3 }).min);
    expect(longer, 'a destination advised a range of stays').toBeDefined();
    expect(longer!.tips.find((t) => t.startsWith('Staying '))).toMatch(
      /^Staying \d+ days? instead of \d+ saves \$[\d,]+$/,
    );
  });

  it('lodging priced from one quote over the longest stay equals the offer for each shorter stay', async () => {
    const checkIn = addDays(todayIso(clock.now()), 30);
    const nights = [1, 3, 6];
    const byNights = await lodgingPrices(sharedMemoryInventory(), 'PT-lisbon', checkIn, nights, 2);
    for (const n of nights) {
      const options = byNights.get(n)!;
      expect(options.map((o) => o.type)).toContain('hotel');
      // Disjoint star bands; the budget hotel is never the dearer one.
      const of = (type: string) => options.find((o) => o.type === type);
      expect([3, 4, 5]).toContain(of('hotel')!.stars);
      expect(
        options
          .filter((o) => o.type === 'budget-hotel')
          .every((o) => [2, 3].includes(o.stars!) && o.totalMinor < of('hotel')!.totalMinor),
      ).toBe(true);
      expect(options.filter((o) => o.type === 'hostel').every((o) => o.stars === 1)).toBe(true);
      for (const option of options) {
        const [, kind, id] = option.link.split('/');
        const checkOut = addDays(checkIn, n);
        const total =
          kind === 'hotels'
            ? await cheapestHotelOffer(id!, checkIn, checkOut, 2)
            : await offerTotal({ type: 'stay', stayId: id, checkIn, checkOut, guests: 2 });
        expect(option.totalMinor, `${option.link} ${n} nights`).toBe(total);
      }
    }
  });
});
