import { describe, expect, it } from 'vitest';
import { rideBookingRequestSchema, rideCancelRequestSchema, rideIdSchema, rideOptionsQuerySchema } from './rides.ts';

describe('ride contracts', () => {
  it("takes ride ids of 'RID' and 6 digits only", () => {
    expect(rideIdSchema.safeParse('RID012345').success).toBe(true);
    for (const bad of ['RID12345', 'RID1234567', 'rid012345', 'XYZ012345'])
      expect(rideIdSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('reads the options query from strings: when defaults to now, passengers 1 to the largest seats (6)', () => {
    expect(rideOptionsQuerySchema.parse({ city: 'FR-paris', pickup: 'c:FR-paris', destination: 'a:CDG' })).toEqual({
      city: 'FR-paris',
      pickup: 'c:FR-paris',
      destination: 'a:CDG',
      when: 'now',
      passengers: 1,
    });
    expect(
      rideOptionsQuerySchema.parse({
        city: 'x',
        pickup: 'a',
        destination: 'b',
        passengers: '3',
        when: '2030-01-01T10:30:00Z',
      }).passengers,
    ).toBe(3);
    expect(
      rideOptionsQuerySchema.safeParse({ city: 'x', pickup: 'a', destination: 'b', passengers: '6' }).success,
    ).toBe(true);
    expect(
      rideOptionsQuerySchema.safeParse({ city: 'x', pickup: 'a', destination: 'b', passengers: '7' }).success,
    ).toBe(false);
    expect(
      rideOptionsQuerySchema.safeParse({ city: 'x', pickup: 'a', destination: 'b', when: 'tomorrow' }).success,
    ).toBe(false);
  });

  it('needs a known ride type, a time or null, and a payment to book', () => {
    const body = {
      city: 'FR-paris',
      pickup: 'c:FR-paris',
      destination: 'a:CDG',
      rideOptionId: 'economy',
      scheduledTime: null,
      passengers: 2,
      payment: { paymentMethodId: '00000000-0000-4000-8000-000000000000' },
    };
    expect(rideBookingRequestSchema.safeParse(body).success).toBe(true);
    expect(rideBookingRequestSchema.safeParse({ ...body, rideOptionId: 'limo' }).success).toBe(false);
    expect(rideBookingRequestSchema.safeParse({ ...body, scheduledTime: undefined }).success).toBe(false);
    expect(rideBookingRequestSchema.safeParse({ ...body, payment: undefined }).success).toBe(false);
    expect(rideCancelRequestSchema.safeParse({ expectedFee: -1 }).success).toBe(false);
  });
});
