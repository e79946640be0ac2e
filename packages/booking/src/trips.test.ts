import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '@escazo/contracts/bookings';
import { addDays } from '@escazo/contracts/dates';
import { destinationCity, groupTrips, type TripBooking } from './trips.ts';

const TODAY = '2026-06-15';
const cities = ['Paris, France', 'PARIS, FR', 'London, United Kingdom', 'Lisbon, Portugal'];

const bookingArb = fc
  .record({
    status: fc.constantFrom(...bookingStatuses),
    destination: fc.constantFrom(...cities),
    offset: fc.integer({ min: -40, max: 40 }),
    length: fc.integer({ min: 0, max: 6 }),
  })
  .map(({ status, destination, offset, length }) => ({
    status,
    destination,
    startDate: addDays(TODAY, offset),
    endDate: addDays(TODAY, offset + length),
  }));
const bookingsArb = fc
  .array(bookingArb, { maxLength: 25 })
  .map((list) => list.map((b, i): TripBooking => ({ ...b, id: `b${i}` })));

const booking = (
  id: string,
  destination: string,
  startDate: string,
  endDate: string,
  status: TripBooking['status'] = 'confirmed',
): TripBooking => ({ id, status, destination, startDate, endDate });

describe('groupTrips', () => {
  it('puts a flight and the hotel starting the day it lands, and a car the day after check-out, in one trip', () => {
    const trips = groupTrips(
      [
        booking('car', 'Paris, France', '2026-07-05', '2026-07-07'),
        booking('flight', 'Paris, FR', '2026-07-01', '2026-07-01'),
        booking('hotel', 'Paris, France', '2026-07-01', '2026-07-04'),
        booking('later', 'Paris, France', '2026-07-09', '2026-07-10'),
        booking('elsewhere', 'Lisbon, Portugal', '2026-07-02', '2026-07-03'),
        booking('gone', 'Paris, France', '2026-07-08', '2026-07-08', 'cancelled'),
      ],
      TODAY,
    );
    expect(
      trips.map((t) => [t.destination, t.startDate, t.endDate, t.durationDays, t.status, t.bookings.map((b) => b.id)]),
    ).toEqual([
      ['Paris, FR', '2026-07-01', '2026-07-07', 7, 'upcoming', ['flight', 'hotel', 'car']],
      ['Lisbon, Portugal', '2026-07-02', '2026-07-03', 2, 'upcoming', ['elsewhere']],
      ['Paris, France', '2026-07-09', '2026-07-10', 2, 'upcoming', ['later']],
    ]);
  });

  it('a trip is in progress while today is within it and past after its last day', () => {
    const [now, before] = [
      groupTrips([booking('a', 'Rome', '2026-06-14', '2026-06-15')], TODAY)[0]!,
      groupTrips([booking('b', 'Rome', '2026-06-10', '2026-06-14')], TODAY)[0]!,
    ];
    expect([now.status, before.status]).toEqual(['in-progress', 'past']);
  });

  it('every booking that is not cancelled is in exactly one trip; cancelled ones in none', () => {
    fc.assert(
      fc.property(bookingsArb, (list) => {
        const ids = groupTrips(list, TODAY).flatMap((t) => t.bookings.map((b) => b.id));
        expect([...ids].sort()).toEqual(
          list
            .filter((b) => b.status !== 'cancelled')
            .map((b) => b.id)
            .sort(),
        );
      }),
    );
  });

  it('trips of one destination neither overlap nor touch, and each spans exactly its bookings', () => {
    fc.assert(
      fc.property(bookingsArb, (list) => {
        const trips = groupTrips(list, TODAY);
        for (const t of trips) {
          expect(t.startDate).toBe(t.bookings.map((b) => b.startDate).sort()[0]);
          expect(t.endDate).toBe(
            t.bookings
              .map((b) => b.endDate)
              .sort()
              .at(-1),
          );
          expect(new Set(t.bookings.map((b) => destinationCity(b.destination))).size).toBe(1);
        }
        for (const a of trips)
          for (const b of trips) {
            if (a === b || destinationCity(a.destination) !== destinationCity(b.destination)) continue;
            expect(addDays(a.endDate, 1) < b.startDate || addDays(b.endDate, 1) < a.startDate).toBe(true);
          }
      }),
    );
  });

  it('bookings in one trip are chained: each starts no later than the day after the ones before it end', () => {
    fc.assert(
      fc.property(bookingsArb, (list) => {
        for (const t of groupTrips(list, TODAY)) {
          let end = t.bookings[0]!.endDate;
          for (const b of t.bookings.slice(1)) {
            expect(b.startDate <= addDays(end, 1)).toBe(true);
            if (b.endDate > end) end = b.endDate;
          }
        }
      }),
    );
  });
});
