/**
 * Who fits where, in one place: hotel room types and rental layouts.
 *
 * Hotel rooms sleep what their beds hold: single 1, double, twin and deluxe king 2, triple 3,
 * family (two doubles) 4, junior suite (king and a sofa bed) 3, suite (king and a double sofa bed) 4.
 *
 * A stay's `beds` are its bedrooms, each with a double bed:
 * - bedrooms: apartment 1-3, house 2-5, villa 3-6;
 * - baths: at most one per bedroom (a 1-bedroom has 1 bath) and at least one per three bedrooms
 *   (one per two in a villa);
 * - guests: at least 2 (and at least one per bedroom), at most 2 per bedroom.
 */
import type { StayType } from '@escazo/contracts/search-stays';
import type { Rng } from '../imagery/random.ts';
import type { RoomCode } from './types.ts';

export const ROOMS: Record<RoomCode, { name: string; sleeps: number; rateFactor: number }> = {
  single: { name: 'Single Room', sleeps: 1, rateFactor: 0.8 },
  double: { name: 'Standard Double Room', sleeps: 2, rateFactor: 1 },
  twin: { name: 'Twin Room', sleeps: 2, rateFactor: 1 },
  'deluxe-king': { name: 'Deluxe King Room', sleeps: 2, rateFactor: 1.3 },
  triple: { name: 'Triple Room', sleeps: 3, rateFactor: 1.35 },
  family: { name: 'Family Room', sleeps: 4, rateFactor: 1.6 },
  'junior-suite': { name: 'Junior Suite', sleeps: 3, rateFactor: 1.9 },
  suite: { name: 'Suite', sleeps: 4, rateFactor: 2.6 },
};

export function roomIsConsistent(room: { code: RoomCode; capacity: number }): boolean {
  return room.capacity === ROOMS[room.code].sleeps;
}

export const STAY_BEDROOMS: Record<StayType, [number, number]> = { apartment: [1, 3], house: [2, 5], villa: [3, 6] };

export type StayLayout = { beds: number; baths: number; guests: number };

function bathRange(type: StayType, beds: number): [number, number] {
  return [Math.ceil(beds / (type === 'villa' ? 2 : 3)), beds];
}

function guestRange(beds: number): [number, number] {
  return [Math.max(2, beds), 2 * beds];
}

export function stayLayout(rng: Rng, type: StayType): StayLayout {
  const beds = rng.int(...STAY_BEDROOMS[type]);
  const [minBaths, maxBaths] = bathRange(type, beds);
  // Fewer baths than bedrooms is the common case: draw twice and keep the smaller.
  const baths = Math.min(rng.int(minBaths, maxBaths), rng.int(minBaths, maxBaths));
  return { beds, baths, guests: rng.int(...guestRange(beds)) };
}

export function stayIsConsistent(stay: { type: StayType } & StayLayout): boolean {
  const [minBeds, maxBeds] = STAY_BEDROOMS[stay.type];
  const [minBaths, maxBaths] = bathRange(stay.type, stay.beds);
  const [minGuests, maxGuests] = guestRange(stay.beds);
  const within = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
  return (
    within(stay.beds, minBeds, maxBeds) &&
    within(stay.baths, minBaths, maxBaths) &&
    within(stay.guests, minGuests, maxGuests)
  );
}
