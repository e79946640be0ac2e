import fc from 'fast-check';
import {
  carCategories,
  carDailyPriceRanges,
  carSearchRequestSchema,
  carSearchRequestSchemaAt,
  carSorts,
  driverAgeBands,
  type CarSearchRequest,
} from '@escazo/contracts/search-cars';
import {
  generateCars,
  carRentalAmount,
  oneWayFee,
  rentalPeriod,
  youngDriverDailyFee,
  carSoldCountsFromMap,
  type CarSoldCounts,
} from '@escazo/inventory/cars';
import { fromDay, toDay } from '@escazo/inventory/hotels';
import { fixtureReference } from '@escazo/inventory/test-fixtures';
import { describe, expect, it } from 'vitest';
import { buildCarSearch, type CarOffer } from './search-cars.ts';

const inventory = generateCars(fixtureReference(), { seed: 41 });
const engine = buildCarSearch(inventory);
const climateOf = new Map(inventory.cities.map((city) => [city.id, city.climate]));
const locationOf = new Map(inventory.locations.flatMap((l) => l.fleet.map((f) => [f.id, l] as const)));
/** The rental amount by the rate rule itself: each charged day's rate from the pickup day, summed. */
const rentalOf = (
  fleet: { id: string; category: (typeof carCategories)[number]; dailyRate: number },
  request: CarSearchRequest,
  days: number,
) =>
  carRentalAmount(
    fleet.category,
    fleet.dailyRate,
    climateOf.get(locationOf.get(fleet.id)!.cityId)!,
    toDay(request.pickupDate),
    days,
  );

function allPages(request: CarSearchRequest, sold?: CarSoldCounts): CarOffer[] {
  const out: CarOffer[] = [];
  for (let page = 1; ; page++) {
    const result = engine.search({ ...request, page, pageSize: 6 }, sold);
    out.push(...result.items);
    if (page * 6 >= result.total) return out;
  }
}

const hour = fc.integer({ min: 0, max: 23 }).map((h) => `${String(h).padStart(2, '0')}:00`);
const requestArb = fc
  .record({
    location: fc.constantFrom(...inventory.locations),
    how: fc.constantFrom('id', 'iata', 'city'),
    pickup: fc.integer({ min: toDay('2026-11-23'), max: toDay('2027-10-01') }),
    span: fc.integer({ min: 0, max: 14 }),
    pickupTime: hour,
    dropoffTime: hour,
    driverAge: fc.constantFrom(...driverAgeBands),
    categories: fc.subarray([...carCategories], { maxLength: 3 }),
    priceMax: fc.option(fc.integer({ min: 25, max: 300 }), { nil: undefined }),
    sort: fc.constantFrom(...carSorts),
  })
  .filter((r) => r.span > 0 || r.dropoffTime > r.pickupTime)
  .map((r) => {
    const text =
      r.how === 'id' ? r.location.id : r.how === 'iata' && r.location.iata ? r.location.iata : r.location.cityName;
    return carSearchRequestSchema.parse({
      pickupLocation: text,
      dropoffLocation: r.location.cityName,
      pickupDate: fromDay(r.pickup),
      dropoffDate: fromDay(r.pickup + r.span),
      pickupTime: r.pickupTime,
      dropoffTime: r.dropoffTime,
      driverAge: r.driverAge,
      categories: r.categories,
      priceMax: r.priceMax,
      sort: r.sort,
    });
  });

describe('car search', () => {
  // 150 property runs: a generous timeout, so a busy machine cannot fail it.
  it(
    "prices every offer as the sum of its days' rates (+ the fees that apply) and honours every filter",
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(requestArb, (request) => {
          const offers = allPages(request);
          const period = rentalPeriod(
            request.pickupDate,
            request.pickupTime,
            request.dropoffDate,
            request.dropoffTime,
          )!;
          const desks = new Set(engine.resolveLocations(request.pickupLocation).map((l) => l.id));
          for (const offer of offers) {
            expect(desks.has(offer.location.id)).toBe(true);
            expect(offer.days).toBe(period.days);
            const { min, max } = carDailyPriceRanges[offer.fleet.category];
            expect(offer.dailyRate.amount).toBeGreaterThanOrEqual(min * 100);
            expect(offer.dailyRate.amount).toBeLessThanOrEqual(max * 100);
            const young = request.driverAge === '18-24';
            if (young) expect(offer.fleet.category).not.toBe('luxury');
            expect(offer.rental.amount).toBe(rentalOf(offer.fleet, request, period.days));
            expect(offer.dailyRate.amount).toBe(Math.round(offer.rental.amount / period.days));
            expect(offer.total.amount).toBe(offer.rental.amount + (young ? youngDriverDailyFee * period.days : 0));
            if (request.categories.length > 0) expect(request.categories).toContain(offer.fleet.category);
            if (request.priceMax !== undefined)
              expect(offer.dailyRate.amount).toBeLessThanOrEqual(request.priceMax * 100);
          }
          // Nothing that qualifies is left out.
          const expected = engine
            .resolveLocations(request.pickupLocation)
            .flatMap((l) => l.fleet)
            .filter(
              (f) =>
                (request.categories.length === 0 || request.categories.includes(f.category)) &&
                !(request.driverAge === '18-24' && f.category === 'luxury') &&
                Math.round(rentalOf(f, request, period.days) / period.days) <= (request.priceMax ?? Infinity) * 100,
            );
          expect(offers.map((o) => o.fleet.id).sort()).toEqual(expected.map((f) => f.id).sort());
        }),
        { seed: 4501, numRuns: 150 },
      );
    },
  );

  it('orders by the chosen sort, pages through every offer once', () => {
    fc.assert(
      fc.property(requestArb, (request) => {
        const offers = allPages(request);
        expect(new Set(offers.map((o) => o.fleet.id)).size).toBe(offers.length);
        for (let i = 1; i < offers.length; i++) {
          const [a, b] = [offers[i - 1]!, offers[i]!];
          if (request.sort === 'price-asc') expect(a.total.amount).toBeLessThanOrEqual(b.total.amount);
          if (request.sort === 'price-desc') expect(a.total.amount).toBeGreaterThanOrEqual(b.total.amount);
          if (request.sort === 'rating-desc') expect(a.location.rating).toBeGreaterThanOrEqual(b.location.rating);
        }
      }),
      { seed: 4502, numRuns: 100 },
    );
  });

  it('counts car-days: a fleet sold out on any day of the rental is absent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...inventory.locations), fc.integer({ min: -2, max: 6 }), (location, offset) => {
        const fleet = location.fleet[0]!;
        const request = carSearchRequestSchema.parse({
          pickupLocation: location.id,
          dropoffLocation: location.cityName,
          pickupDate: '2027-04-10',
          dropoffDate: '2027-04-13',
        });
        const day = toDay('2027-04-10') + offset;
        const sold = carSoldCountsFromMap(new Map([[`${fleet.id}@${day}`, fleet.count]]));
        const present = allPages(request, sold).some((o) => o.fleet.id === fleet.id);
        // Out from the pickup day to the drop-off day, both included.
        expect(present).toBe(offset < 0 || offset > 3);
        const oneLeft = carSoldCountsFromMap(new Map([[`${fleet.id}@${toDay('2027-04-11')}`, fleet.count - 1]]));
        expect(allPages(request, oneLeft).find((o) => o.fleet.id === fleet.id)?.carsLeft).toBe(1);
      }),
      { seed: 4503, numRuns: 60 },
    );
  });

  it('adds a one-way fee when the car is returned in another city', () => {
    const [a, b] = [
      inventory.locations[0]!,
      inventory.locations.find((l) => l.cityId !== inventory.locations[0]!.cityId)!,
    ];
    const request = carSearchRequestSchema.parse({
      pickupLocation: a.id,
      dropoffLocation: b.cityName,
      pickupDate: '2027-04-10',
      dropoffDate: '2027-04-12',
    });
    for (const offer of allPages(request)) {
      expect(offer.oneWayFee?.amount).toBe(oneWayFee);
      expect(offer.total.amount).toBe(offer.rental.amount + oneWayFee);
      expect(offer.rental.amount).toBe(rentalOf(offer.fleet, request, 2));
    }
    expect(allPages({ ...request, dropoffLocation: 'Atlantis' })).toEqual([]);
  });
});

describe('car prices over the season', () => {
  it('vary by season and weekday, stay inside the documented range, and a northern summer costs more than its winter', () => {
    const location = inventory.locations.find(
      (l) => climateOf.get(l.cityId) === 'north' && l.fleet.some((f) => f.category === 'midsize'),
    )!;
    const quote = (pickupDate: string, dropoffDate: string) =>
      allPages(
        carSearchRequestSchema.parse({
          pickupLocation: location.id,
          dropoffLocation: location.id,
          pickupDate,
          dropoffDate,
          categories: 'midsize',
        }),
      )[0]!;
    const winter = quote('2027-02-02', '2027-02-05');
    const summer = quote('2027-07-06', '2027-07-09');
    expect(summer.rental.amount).toBeGreaterThan(winter.rental.amount);
    const week = Array.from(
      { length: 7 },
      (_, i) => quote(fromDay(toDay('2027-05-02') + i), fromDay(toDay('2027-05-03') + i)).rental.amount,
    );
    expect(new Set(week).size).toBeGreaterThan(1);
    const { min, max } = carDailyPriceRanges.midsize;
    for (const amount of week) {
      expect(amount).toBeGreaterThanOrEqual(min * 100);
      expect(amount).toBeLessThanOrEqual(max * 100);
    }
  });
});

describe('car search request', () => {
  const valid = {
    pickupLocation: 'Lisbon',
    dropoffLocation: 'Lisbon',
    pickupDate: '2027-04-10',
    dropoffDate: '2027-04-12',
  };
  const errors = (input: unknown) =>
    carSearchRequestSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

  it('requires the four documented fields with the documented message', () => {
    expect(errors({})).toEqual(
      expect.arrayContaining([
        'pickupLocation:cars.missing',
        'dropoffLocation:cars.missing',
        'pickupDate:cars.missing',
        'dropoffDate:cars.missing',
      ]),
    );
    expect(errors({ ...valid, pickupLocation: '  ' })).toEqual(['pickupLocation:cars.missing']);
  });

  it('rejects a pickup date after the drop-off date, and a same-day drop-off before the pickup hour', () => {
    expect(errors({ ...valid, pickupDate: '2027-04-13' })).toEqual(['dropoffDate:cars.invalidDates']);
    expect(errors({ ...valid, dropoffDate: '2027-04-10', pickupTime: '17:00', dropoffTime: '09:00' })).toEqual([
      'dropoffTime:cars.invalidTimes',
    ]);
    // The pickup may not be after the drop-off: the same hour is a same-day rental too.
    expect(errors({ ...valid, dropoffDate: '2027-04-10', pickupTime: '10:00', dropoffTime: '10:00' })).toEqual([]);
    expect(errors({ ...valid, dropoffDate: '2027-04-10', pickupTime: '09:00', dropoffTime: '17:00' })).toEqual([]);
  });

  it('refuses past pickup dates when given today (the calendar disables them)', () => {
    const schema = carSearchRequestSchemaAt('2027-04-11');
    expect(schema.safeParse(valid).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual([
      'pickupDate:cars.pastDate',
    ]);
    expect(schema.safeParse({ ...valid, pickupDate: '2027-04-11' }).success).toBe(true);
  });

  it('defaults times to 10:00 and the driver to 25-65, accepts hourly times only', () => {
    expect(carSearchRequestSchema.parse(valid)).toMatchObject({
      pickupTime: '10:00',
      dropoffTime: '10:00',
      driverAge: '25-65',
    });
    expect(errors({ ...valid, pickupTime: '10:30' })).toEqual(['pickupTime:field.invalid']);
    expect(errors({ ...valid, driverAge: '30-40' })).toHaveLength(1);
  });
});
