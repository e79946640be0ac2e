import { describe, expect, it } from 'vitest';
import { returnMismatch, roundTripFare } from './flight-round-trip.ts';

const airport = (code: string, city: string, country: string) => ({ code, name: `${city} ${code}`, city, country });
const JFK = airport('JFK', 'New York', 'US');
const EWR = airport('EWR', 'New York', 'US');
const LHR = airport('LHR', 'London', 'GB');
const LGW = airport('LGW', 'London', 'GB');
const CDG = airport('CDG', 'Paris', 'FR');

const leg = (
  from: typeof JFK,
  to: typeof JFK,
  departure: string,
  depOffset: string,
  arrival: string,
  arrOffset: string,
) => ({
  from,
  to,
  departure: { local: departure, utcOffset: depOffset },
  arrival: { local: arrival, utcOffset: arrOffset },
});
// JFK 18:00 (-05:00) → LHR 06:00 next day (+00:00): lands at 06:00 UTC on the 2nd.
const outbound = { legs: [leg(JFK, LHR, '2026-12-01T18:00', '-05:00', '2026-12-02T06:00', '+00:00')] };

describe('round-trip pairing', () => {
  it('accepts a return from where the outbound lands, back to where it left, an hour or more after landing', () => {
    const back = { legs: [leg(LHR, JFK, '2026-12-02T07:00', '+00:00', '2026-12-02T10:00', '-05:00')] };
    expect(returnMismatch(outbound, back)).toBeNull();
  });

  it('compares the departure with the landing as instants, across zones', () => {
    // 01:30 at -05:00 is 06:30 UTC: 30 minutes after landing.
    const tooSoon = { legs: [leg(LHR, JFK, '2026-12-02T06:30', '+00:00', '2026-12-02T09:00', '-05:00')] };
    expect(returnMismatch(outbound, tooSoon)).toBe('time');
    const beforeLanding = { legs: [leg(LHR, JFK, '2026-12-01T22:00', '+00:00', '2026-12-02T01:00', '-05:00')] };
    expect(returnMismatch(outbound, beforeLanding)).toBe('time');
  });

  it('accepts another airport of the same cities, and refuses another city', () => {
    const otherAirports = { legs: [leg(LGW, EWR, '2026-12-05T10:00', '+00:00', '2026-12-05T13:00', '-05:00')] };
    expect(returnMismatch(outbound, otherAirports)).toBeNull();
    const fromParis = { legs: [leg(CDG, JFK, '2026-12-05T10:00', '+01:00', '2026-12-05T13:00', '-05:00')] };
    expect(returnMismatch(outbound, fromParis)).toBe('route');
    const toParis = { legs: [leg(LHR, CDG, '2026-12-05T10:00', '+00:00', '2026-12-05T12:00', '+01:00')] };
    expect(returnMismatch(outbound, toParis)).toBe('route');
    expect(returnMismatch(outbound, { legs: [] })).toBe('route');
  });

  it('checks a connecting return by its first departure and last arrival', () => {
    const viaParis = {
      legs: [
        leg(LHR, CDG, '2026-12-05T08:00', '+00:00', '2026-12-05T10:15', '+01:00'),
        leg(CDG, JFK, '2026-12-05T12:00', '+01:00', '2026-12-05T14:30', '-05:00'),
      ],
    };
    expect(returnMismatch(outbound, viaParis)).toBeNull();
  });
});

describe('round-trip fare', () => {
  it('adds the two fares in minor units', () => {
    expect(roundTripFare({ amount: 41_250, currency: 'USD' }, { amount: 30_199, currency: 'USD' })).toEqual({
      amount: 71_449,
      currency: 'USD',
    });
  });

  it('has no fare for two currencies', () => {
    expect(roundTripFare({ amount: 100, currency: 'USD' }, { amount: 100, currency: 'EUR' })).toBeNull();
  });
});
