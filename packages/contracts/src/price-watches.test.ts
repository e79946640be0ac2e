import { describe, expect, it } from 'vitest';
import { createPriceWatchSchema, priceWatchSchema } from './price-watches.ts';

const flight = { kind: 'flight', from: 'JFK', to: 'LAX', date: '2027-01-12', cabin: 'economy', passengers: 2 };
const hotel = { kind: 'hotel', hotelId: 'h-1', checkIn: '2027-01-12', checkOut: '2027-01-15', guests: 2, rooms: 1 };
const stay = { kind: 'stay', stayId: 's-1', checkIn: '2027-01-12', checkOut: '2027-01-15', guests: 2 };
const paths = (body: unknown) => {
  const result = createPriceWatchSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('price watch create body', () => {
  it('takes a flight search, a hotel or a stay for dates', () => {
    expect(paths(flight)).toEqual([]);
    expect(paths(hotel)).toEqual([]);
    expect(paths(stay)).toEqual([]);
  });

  it('refuses an unknown kind, the same place twice, bad parties and bad dates', () => {
    expect(paths({ ...flight, kind: 'car' }).length).toBeGreaterThan(0);
    expect(paths({ ...flight, to: 'jfk' })).toEqual(['to:flights.samePlace']);
    expect(paths({ ...flight, passengers: 10 }).length).toBe(1);
    expect(paths({ ...flight, cabin: 'luxury' }).length).toBe(1);
    expect(paths({ ...flight, date: '2027-02-30' }).length).toBe(1);
    expect(paths({ ...hotel, checkOut: '2027-01-12' })).toEqual(['checkOut:hotels.checkOutAfterCheckIn']);
    expect(paths({ ...hotel, checkOut: '2027-03-12' })).toEqual(['checkOut:hotels.tooLong']);
    expect(paths({ ...hotel, rooms: 3 })).toEqual(['rooms:hotels.roomsOverGuests']);
    expect(paths({ ...stay, checkOut: '2027-01-11' })).toEqual(['checkOut:hotels.checkOutAfterCheckIn']);
    expect(paths({ ...stay, guests: 0 }).length).toBe(1);
  });
});

describe('price watch', () => {
  it('has the current, lowest and first prices and the history, each possibly unavailable', () => {
    const watch = {
      id: '00000000-0000-4000-8000-000000000000',
      kind: 'flight',
      label: 'JFK → LAX · 12 Jan 2027 · Economy · 2 passengers',
      current: { amount: 31800, currency: 'USD' },
      lowest: null,
      first: null,
      createdAt: '2026-11-24T09:00:00.000Z',
      lastCheckedAt: '2026-11-24T12:00:00.000Z',
      history: [
        { at: '2026-11-24T09:00:00.000Z', amount: null },
        { at: '2026-11-24T12:00:00.000Z', amount: { amount: 31800, currency: 'USD' } },
      ],
      link: '/flights?from=JFK&to=LAX',
    };
    expect(priceWatchSchema.parse(watch)).toEqual(watch);
    expect(priceWatchSchema.safeParse({ ...watch, current: { amount: 1.5, currency: 'USD' } }).success).toBe(false);
  });
});
