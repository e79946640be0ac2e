import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rideBasePrices, rideStatuses, rideTypes } from '@escazo/contracts/ride-options';
import { cancellationQuote } from './cancellation.ts';

const MIN = 60_000;
const pickupAt = new Date('2027-05-10T12:00:00Z');
const before = (ms: number) => new Date(pickupAt.getTime() - ms);

describe('cancellationQuote', () => {
  it('free up to exactly 5 minutes before pick-up, then the base price', () => {
    expect(
      cancellationQuote({ status: 'assigned', pickupAt, now: before(5 * MIN), total: 4000, type: 'premium' }),
    ).toEqual({ free: true, fee: 0 });
    expect(
      cancellationQuote({ status: 'assigned', pickupAt, now: before(5 * MIN - 1), total: 4000, type: 'premium' }),
    ).toEqual({ free: false, fee: 1800 });
    expect(
      cancellationQuote({
        status: 'arrived',
        pickupAt,
        now: new Date(pickupAt.getTime() + 3 * MIN),
        total: 4000,
        type: 'luxury',
      }),
    ).toEqual({ free: false, fee: 3500 });
  });

  it('never more than the total', () => {
    expect(cancellationQuote({ status: 'arriving', pickupAt, now: pickupAt, total: 3000, type: 'luxury' })).toEqual({
      free: false,
      fee: 3000,
    });
  });

  it('nothing to cancel on the trip, after completion or after cancelling', () => {
    for (const status of ['on_trip', 'completed', 'cancelled'] as const) {
      expect(cancellationQuote({ status, pickupAt, now: before(60 * MIN), total: 4000, type: 'economy' })).toBeNull();
    }
  });

  it('the fee is 0 when free and min(total, base price) otherwise', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rideStatuses),
        fc.constantFrom(...rideTypes),
        fc.integer({ min: -60 * MIN, max: 60 * MIN }),
        fc.integer({ min: 900, max: 50_000 }),
        (status, type, offset, total) => {
          const quote = cancellationQuote({ status, pickupAt, now: before(offset), total, type });
          if (quote === null) {
            expect(['on_trip', 'completed', 'cancelled']).toContain(status);
          } else {
            expect(quote.free).toBe(offset >= 5 * MIN);
            expect(quote.fee).toBe(quote.free ? 0 : Math.min(total, rideBasePrices[type]));
          }
        },
      ),
    );
  });
});
