import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREE_CANCELLATION_HOURS, cancellationPolicyKinds } from '@escazo/contracts/bookings';
import { addDays } from '@escazo/contracts/dates';
import { zonedInstant } from '@escazo/contracts/zoned-time';
import { calendarDaysBefore, cancellationPolicy, cruiseRefundTiers, refundAmount } from './cancellation.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const bookedAt = Date.UTC(2027, 0, 1, 12);
const paid = 100_000;

describe('cancellationPolicy', () => {
  it('flights depend on the cabin; every other product has its own policy with plain words', () => {
    expect(cancellationPolicy('flight', 'economy').kind).toBe('flight-non-refundable');
    for (const cabin of ['premium', 'business', 'first'])
      expect(cancellationPolicy('flight', cabin).kind).toBe('flight-refundable-less-fee');
    expect(cancellationPolicy('hotel').kind).toBe('hotel-free-until-24h');
    expect(cancellationPolicy('stay').kind).toBe('stay-free-until-5-days');
    expect(cancellationPolicy('car').kind).toBe('car-free-until-48h');
    expect(cancellationPolicy('cruise').description).toMatch(/90 days/);
  });

  it("a package follows its flight's cabin on the whole amount, and says so in one sentence", () => {
    expect(cancellationPolicy('package', 'economy').kind).toBe('package-non-refundable');
    for (const cabin of ['premium', 'business', 'first'])
      expect(cancellationPolicy('package', cabin).kind).toBe('package-refundable-less-fee');
    expect(cancellationPolicy('package', 'economy').description).toMatch(
      /^The flight's fare rules apply to the whole package: [^.]*\.$/,
    );
    const startsAt = bookedAt + 60 * DAY;
    for (const [pkg, flight] of [
      ['package-non-refundable', 'flight-non-refundable'],
      ['package-refundable-less-fee', 'flight-refundable-less-fee'],
    ] as const) {
      for (const now of [bookedAt + DAY - 1, bookedAt + DAY, startsAt - 1, startsAt]) {
        expect(refundAmount({ kind: pkg, paid, bookedAt, startsAt, now })).toBe(
          refundAmount({ kind: flight, paid, bookedAt, startsAt, now }),
        );
      }
    }
  });
});

describe('refundAmount: the free windows end exactly where stated', () => {
  const startsAt = bookedAt + 60 * DAY;
  const at = (kind: (typeof cancellationPolicyKinds)[number], now: number) =>
    refundAmount({ kind, paid, bookedAt, startsAt, now });

  it('flights: full within 24 hours of booking, then by fare', () => {
    expect(at('flight-non-refundable', bookedAt + DAY - 1)).toBe(paid);
    expect(at('flight-non-refundable', bookedAt + DAY)).toBe(0);
    expect(at('flight-refundable-less-fee', bookedAt + DAY - 1)).toBe(paid);
    expect(at('flight-refundable-less-fee', bookedAt + DAY)).toBe(90_000);
    expect(at('flight-refundable-less-fee', startsAt)).toBe(0);
  });

  it('hotels until 24 hours before check-in, stays until 5 days before, cars until 48 hours before pick-up', () => {
    expect(at('hotel-free-until-24h', startsAt - DAY)).toBe(paid);
    expect(at('hotel-free-until-24h', startsAt - DAY + 1)).toBe(0);
    expect(at('stay-free-until-5-days', startsAt - 5 * DAY)).toBe(paid);
    expect(at('stay-free-until-5-days', startsAt - 5 * DAY + 1)).toBe(0);
    expect(at('car-free-until-48h', startsAt - 48 * HOUR)).toBe(paid);
    expect(at('car-free-until-48h', startsAt - 48 * HOUR + 1)).toBe(0);
    // Rentals sold before the 48-hour rule keep theirs.
    expect(at('car-free-until-pickup', startsAt - 1)).toBe(paid);
    expect(at('car-free-until-pickup', startsAt)).toBe(0);
  });

  it("the policies' words state the same hours the refund computes", () => {
    expect(cancellationPolicy('hotel').description).toMatch(/^Free cancellation until 24 hours before check-in\./);
    expect(cancellationPolicy('car').description).toMatch(/^Free cancellation until 48 hours before pick-up\./);
    expect(FREE_CANCELLATION_HOURS).toEqual({ hotel: 24, car: 48 });
  });

  it('cruises in tiers by whole days before sailing', () => {
    const far = bookedAt + 200 * DAY;
    const cruise = (days: number) =>
      refundAmount({ kind: 'cruise-tiered', paid, bookedAt, startsAt: far, now: far - days * DAY });
    expect(cruise(90)).toBe(paid);
    expect(cruise(89)).toBe(75_000);
    expect(cruise(60)).toBe(75_000);
    expect(cruise(59)).toBe(50_000);
    expect(cruise(30)).toBe(50_000);
    expect(cruise(29)).toBe(0);
  });

  it("cruises count calendar days on the departure port's calendar, not 24-hour periods", () => {
    // Miami, 8 PM on Dec 31: Mar 1 is 60 calendar days away, though less than 60 × 24 hours.
    const sailing = { kind: 'cruise-tiered' as const, paid, bookedAt, startDay: '2027-03-01' };
    const startsAt = zonedInstant('2027-03-01', 'America/New_York');
    const now = zonedInstant('2026-12-31', 'America/New_York', '20:00');
    expect(startsAt - now).toBeLessThan(60 * DAY);
    expect(refundAmount({ ...sailing, startsAt, now, timeZone: 'America/New_York' })).toBe(75_000);
    // Sydney, 9 AM on Dec 31 is still Dec 30 in UTC: 61 days in Sydney, and the same tier.
    const sydney = zonedInstant('2026-12-31', 'Australia/Sydney', '09:00');
    expect(calendarDaysBefore({ ...sailing, startsAt, now: sydney, timeZone: 'Australia/Sydney' })).toBe(60);
    // One day later in the port, whatever the hour, is 59 days: the next tier.
    const nextDay = zonedInstant('2027-01-01', 'America/New_York', '00:05');
    expect(refundAmount({ ...sailing, startsAt, now: nextDay, timeZone: 'America/New_York' })).toBe(50_000);
  });

  it("stays are free until the start of the calendar day 5 days before check-in, on the stay's calendar", () => {
    const stay = { kind: 'stay-free-until-5-days' as const, paid, bookedAt, startDay: '2027-03-16' };
    const timeZone = 'America/New_York';
    const startsAt = zonedInstant('2027-03-16', timeZone);
    const at = (day: string, clock: string) =>
      refundAmount({ ...stay, startsAt, timeZone, now: zonedInstant(day, timeZone, clock) });
    // Clocks go forward on Mar 14, 2027 in New York: 5 × 24 hours before check-in is 11 PM on Mar 10.
    expect(startsAt - zonedInstant('2027-03-10', timeZone, '23:30')).toBeLessThan(5 * DAY);
    expect(at('2027-03-10', '23:30')).toBe(paid);
    expect(at('2027-03-11', '00:00')).toBe(0);
    expect(at('2027-03-11', '12:00')).toBe(0);
  });

  it('the day count is the calendar difference at any hour in any zone, and picks the tier of that count', () => {
    const zones = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Pacific/Auckland', 'Pacific/Honolulu'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: -5, max: 120 }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        (timeZone, startOffset, days, minute) => {
          const startDay = addDays('2027-01-01', startOffset);
          const clock = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
          const now = zonedInstant(addDays(startDay, -days), timeZone, clock);
          const input = {
            kind: 'cruise-tiered' as const,
            paid,
            bookedAt: now - 400 * DAY,
            startDay,
            startsAt: zonedInstant(startDay, timeZone),
            now,
            timeZone,
          };
          expect(calendarDaysBefore(input)).toBe(days);
          const tier = cruiseRefundTiers.find((t) => days >= t.minDays);
          expect(refundAmount(input)).toBe(tier ? (paid * tier.basisPoints) / 10_000 : 0);
        },
      ),
    );
  });

  it('never negative, never more than was paid, for any policy and time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...cancellationPolicyKinds),
        fc.integer({ min: -1_000, max: 10_000_000 }),
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: -400 * 24, max: 400 * 24 }),
        (kind, amount, startDays, nowHours) => {
          const refund = refundAmount({
            kind,
            paid: amount,
            bookedAt,
            startsAt: bookedAt + startDays * DAY,
            now: bookedAt + nowHours * HOUR,
          });
          expect(refund).toBeGreaterThanOrEqual(0);
          expect(refund).toBeLessThanOrEqual(Math.max(0, amount));
          expect(Number.isInteger(refund)).toBe(true);
        },
      ),
    );
  });
});
