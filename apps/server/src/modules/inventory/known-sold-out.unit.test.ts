import { describe, expect, it } from 'vitest';
import { toDayNumber } from '@escazo/contracts/dates';
import { knownSoldOut } from './known-sold-out.ts';
import { emptySoldCounts, type SoldCounts } from './sold-counts.ts';

const night = '2027-03-01';
const sold: SoldCounts = {
  ...emptySoldCounts(),
  flights: (flightNumber) => (flightNumber === 'XX100' ? 99 : 0),
  hotels: { soldOn: (day) => new Map(day === toDayNumber(night) ? [['room-1', 5]] : []) },
  stays: { isBooked: (stayId, day) => stayId === 'stay-1' && day === toDayNumber(night), bookedOn: () => new Set() },
};
const flight = (quantity: number) => ({
  kind: 'flight' as const,
  flightNumber: 'XX100',
  date: night,
  cabin: 'economy' as const,
  quantity,
  capacity: 100,
});

describe('knownSoldOut', () => {
  it('rejects only what the sold counts in memory already fill', () => {
    expect(knownSoldOut(sold, [flight(1)])).toBe(false);
    expect(knownSoldOut(sold, [flight(2)])).toBe(true);
    expect(knownSoldOut(sold, [{ kind: 'hotel', roomTypeId: 'room-1', night, quantity: 1, capacity: 5 }])).toBe(true);
    expect(
      knownSoldOut(sold, [{ kind: 'hotel', roomTypeId: 'room-1', night: '2027-03-02', quantity: 1, capacity: 5 }]),
    ).toBe(false);
    expect(knownSoldOut(sold, [{ kind: 'stay', stayId: 'stay-1', night }])).toBe(true);
    expect(knownSoldOut(sold, [{ kind: 'stay', stayId: 'stay-2', night }])).toBe(false);
    expect(knownSoldOut(sold, [{ kind: 'car', fleetId: 'f', day: night, quantity: 1, capacity: 1 }, flight(2)])).toBe(
      true,
    );
    expect(knownSoldOut(sold, [])).toBe(false);
  });
});
