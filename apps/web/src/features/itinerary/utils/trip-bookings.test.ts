import { describe, expect, it } from 'vitest';
import { bookingsForTrip, cityKey, isCovered } from './trip-bookings.ts';

const trip = { destination: { name: 'Paris' }, startDate: '2026-06-10', endDate: '2026-06-13' };
const booking = (
  id: string,
  destination: string,
  startDate: string,
  endDate: string,
  status: 'confirmed' | 'cancelled' | 'pending' = 'confirmed',
) => ({
  id,
  destination,
  startDate,
  endDate,
  status,
});

describe('cityKey', () => {
  it('reads the city before the first comma, ignoring case and accents', () => {
    expect(cityKey('Paris, France')).toBe('paris');
    expect(cityKey('  Zürich ')).toBe('zurich');
    expect(cityKey('KRAKÓW, Poland')).toBe('krakow');
  });
});

describe('bookingsForTrip', () => {
  it('keeps the bookings in the trip city whose dates overlap the trip, earliest first', () => {
    const bookings = [
      booking('hotel', 'Paris, France', '2026-06-10', '2026-06-13'),
      booking('flight-in', 'paris, France', '2026-06-09', '2026-06-10'),
      booking('after', 'Paris, France', '2026-06-14', '2026-06-16'),
      booking('before', 'Paris, France', '2026-06-01', '2026-06-09'),
      booking('london', 'London, United Kingdom', '2026-06-11', '2026-06-12'),
      booking('cancelled', 'Paris, France', '2026-06-11', '2026-06-12', 'cancelled'),
      booking('last-day', 'Paris', '2026-06-13T18:00:00Z', '2026-06-13T20:00:00Z', 'pending'),
    ];
    expect(bookingsForTrip(bookings, trip).map((b) => b.id)).toEqual(['flight-in', 'hotel', 'last-day']);
  });

  it('finds nothing when the user has no bookings there', () => {
    expect(bookingsForTrip([booking('rome', 'Rome, Italy', '2026-06-10', '2026-06-12')], trip)).toEqual([]);
  });
});

describe('isCovered', () => {
  it('counts a hotel or stay booking for the lodging and a flight for the flight', () => {
    expect(isCovered('hotel', [{ type: 'stay' }])).toBe(true);
    expect(isCovered('stay', [{ type: 'hotel' }])).toBe(true);
    expect(isCovered('flight', [{ type: 'package' }])).toBe(true);
    expect(isCovered('hotel', [{ type: 'flight' }, { type: 'car' }])).toBe(false);
    expect(isCovered('flight', [])).toBe(false);
  });
});
