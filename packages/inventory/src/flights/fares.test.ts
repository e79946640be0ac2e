import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@escazo/contracts/dates';
import { simulatedSoldSeats } from './demand.ts';
import { baseEconomyFare, daysToDepartureFactor, legFareMinor, loadFactorMultiplier } from './fares.ts';
import { generateFlightNetwork } from './generate.ts';
import { syntheticReference } from './synthetic-reference.ts';
import { formatDay, parseDay } from './time.ts';
import { CABINS } from './types.ts';

const arb = {
  base: fc.integer({ min: 5_000, max: 150_000 }),
  days: fc.integer({ min: 0, max: 365 }),
  capacity: fc.integer({ min: 1, max: 400 }),
  weekday: fc.integer({ min: 0, max: 6 }),
  pattern: fc.integer({ min: 0, max: 200_000 }),
  day: fc.integer({ min: 20_000, max: 21_000 }),
};

describe('fare model', () => {
  it('orders cabins economy < premium < business < first on one flight, whatever each cabin has sold', () => {
    fc.assert(
      fc.property(
        arb.base,
        arb.days,
        arb.weekday,
        arb.pattern,
        arb.day,
        fc.array(fc.tuple(fc.integer({ min: 1, max: 400 }), fc.double({ min: 0, max: 1, noNaN: true })), {
          minLength: 4,
          maxLength: 4,
        }),
        (base, days, weekday, pattern, day, loads) => {
          const fares = CABINS.map((_, c) => {
            const [capacity, lf] = loads[c]!;
            return legFareMinor(base, c, days, Math.round(capacity * lf), capacity, weekday, pattern, day);
          });
          for (let c = 1; c < 4; c++) expect(fares[c]!).toBeGreaterThan(fares[c - 1]!);
        },
      ),
    );
  });

  it('is whole dollars, deterministic, dearer with load and closer to departure', () => {
    fc.assert(
      fc.property(
        arb.base,
        fc.integer({ min: 0, max: 3 }),
        arb.days,
        arb.capacity,
        arb.weekday,
        arb.pattern,
        arb.day,
        (base, c, days, cap, wd, p, day) => {
          const fare = legFareMinor(base, c, days, 0, cap, wd, p, day);
          expect(fare % 100).toBe(0);
          expect(legFareMinor(base, c, days, 0, cap, wd, p, day)).toBe(fare);
          expect(legFareMinor(base, c, days, cap, cap, wd, p, day)).toBeGreaterThanOrEqual(fare);
          if (days > 0) expect(legFareMinor(base, c, days - 1, 0, cap, wd, p, day)).toBeGreaterThanOrEqual(fare);
        },
      ),
    );
    expect(loadFactorMultiplier(0, 100)).toBeLessThan(loadFactorMultiplier(100, 100));
    expect(daysToDepartureFactor(120)).toBeLessThan(daysToDepartureFactor(3));
    expect(baseEconomyFare(500, 4)).toBeLessThan(baseEconomyFare(5000, 4));
  });
});

describe('simulated seats sold elsewhere', () => {
  const network = generateFlightNetwork(syntheticReference(3), { seed: 2, startDate: '2026-03-01' });
  const now = Date.UTC(2026, 2, 1);
  const sold = simulatedSoldSeats(network, now);
  const later = simulatedSoldSeats(network, Date.parse(addDays('2026-03-01', 30)));

  it('stay within capacity, fill up towards departure, are full once departed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: network.patterns.length - 1 }),
        fc.integer({ min: 31, max: 300 }),
        fc.constantFrom(...CABINS),
        (i, offset, cabin) => {
          const p = network.patterns[i]!;
          const date = formatDay(parseDay('2026-03-01')! + offset);
          const n = sold(p.flightNumber, date, cabin);
          expect(n).toBeGreaterThanOrEqual(0);
          expect(n).toBeLessThanOrEqual(p.seats[cabin]);
          expect(sold(p.flightNumber, date, cabin)).toBe(n);
          expect(later(p.flightNumber, date, cabin)).toBeGreaterThanOrEqual(n);
          expect(sold(p.flightNumber, '2026-02-01', cabin)).toBe(p.seats[cabin]);
        },
      ),
    );
  });
});
