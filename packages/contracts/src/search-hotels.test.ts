import { describe, expect, it } from 'vitest';
import { validationMessages } from './messages.ts';
import { carSearchRequestSchema, carTimes } from './search-cars.ts';
import { cruiseSearchRequestSchema } from './search-cruises.ts';
import { hotelSearchRequestSchema } from './search-hotels.ts';
import { schemaErrors } from './test-support/factories.ts';

const valid = { destination: 'Paris', checkIn: '2027-01-10', checkOut: '2027-01-12' };
const errorsOf = (input: Record<string, unknown>) => schemaErrors(hotelSearchRequestSchema, input);

describe('hotel search request', () => {
  it('requires destination, check-in and check-out with the documented message', () => {
    expect(errorsOf({})).toEqual({
      destination: ['hotels.required'],
      checkIn: ['hotels.required'],
      checkOut: ['hotels.required'],
    });
    expect(errorsOf({ ...valid, destination: '   ' })).toEqual({ destination: ['hotels.required'] });
    expect(validationMessages['hotels.required']).toBe('Please fill in all required fields');
  });

  it('wants check-out after check-in, at most 30 nights, a guest per room and min ≤ max', () => {
    expect(errorsOf({ ...valid, checkOut: '2027-01-10' })).toEqual({ checkOut: ['hotels.checkOutAfterCheckIn'] });
    expect(errorsOf({ ...valid, checkOut: '2027-02-10' })).toEqual({ checkOut: ['hotels.tooLong'] });
    expect(errorsOf({ ...valid, checkOut: '2027-02-09' })).toEqual({});
    expect(errorsOf({ ...valid, guests: 1, rooms: 2 })).toEqual({ rooms: ['hotels.roomsOverGuests'] });
    expect(errorsOf({ ...valid, priceMin: 300, priceMax: 200 })).toEqual({ priceMax: ['lodging.priceRange'] });
    expect(errorsOf({ ...valid, guests: 11 })).toHaveProperty('guests');
    expect(errorsOf({ ...valid, checkIn: '2027-02-30' })).toEqual({ checkIn: ['field.invalid'] });
    expect(errorsOf({ ...valid, checkIn: '' })).toEqual({ checkIn: ['hotels.required'] });
  });

  it('reads a query string: numbers as text, lists as comma-separated text, documented defaults', () => {
    expect(
      hotelSearchRequestSchema.parse({
        ...valid,
        guests: '3',
        rooms: '2',
        stars: '4,5',
        amenities: 'wifi,pool',
        priceMax: '250',
      }),
    ).toMatchObject({
      guests: 3,
      rooms: 2,
      stars: [4, 5],
      amenities: ['wifi', 'pool'],
      priceMax: 250,
      sort: 'price-asc',
      page: 1,
      pageSize: 20,
    });
    expect(hotelSearchRequestSchema.parse(valid)).toMatchObject({ guests: 1, rooms: 1, stars: [], amenities: [] });
  });
});

describe('search message keys', () => {
  it('are all in the catalogue', () => {
    const keys = new Set<string>();
    const collect = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues.forEach((i) => keys.add(i.message));
    collect(
      hotelSearchRequestSchema.safeParse({ checkIn: '2027-01-10', checkOut: '2027-01-09', priceMin: 5, priceMax: 1 }),
    );
    collect(hotelSearchRequestSchema.safeParse({ ...valid, checkOut: '2028-01-01', guests: 1, rooms: 2 }));
    collect(carSearchRequestSchema.safeParse({}));
    collect(
      carSearchRequestSchema.safeParse({
        pickupLocation: 'a',
        dropoffLocation: 'b',
        pickupDate: '2027-01-02',
        dropoffDate: '2027-01-01',
        priceMin: 9,
        priceMax: 1,
      }),
    );
    collect(cruiseSearchRequestSchema.safeParse({ passengers: 0 }));
    expect(keys.size).toBeGreaterThanOrEqual(9);
    for (const key of keys) expect(validationMessages).toHaveProperty([key]);
    expect(carTimes).toHaveLength(24);
    expect(carTimes[0]).toBe('00:00');
    expect(carTimes[23]).toBe('23:00');
  });
});
