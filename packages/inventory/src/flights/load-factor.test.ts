import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  finalLoadFactor,
  LOAD_FACTOR_MAX,
  LOAD_FACTOR_MIN,
  monthDayOf,
  routeBaseLoad,
  seasonLoad,
} from './load-factor.ts';
import { formatDay, parseDay, weekdayOf } from './time.ts';

const day = fc.integer({ min: parseDay('2000-01-01')!, max: parseDay('2100-12-31')! });
const size = fc.integer({ min: 1, max: 5 });
const code = fc.stringMatching(/^[A-Z]{3}$/);
const cabin = fc.integer({ min: 0, max: 3 });
const dayIn = (month: number) =>
  fc
    .tuple(fc.integer({ min: 2020, max: 2040 }), fc.integer({ min: 1, max: 28 }))
    .map(([y, d]) => parseDay(`${y}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`)!);

describe('load factors', () => {
  it('always within 35–98 %, and the route base is stable and the same both ways', () => {
    fc.assert(
      fc.property(fc.nat(), cabin, day, size, size, code, code, fc.boolean(), (id, c, d, s1, s2, a, b, south) => {
        const base = routeBaseLoad(s1, s2, a, b);
        expect(base).toBe(routeBaseLoad(s2, s1, b, a));
        expect(base).toBeGreaterThanOrEqual(0.53);
        expect(base).toBeLessThanOrEqual(0.87);
        const lf = finalLoadFactor(id, c, d, weekdayOf(d), base, south);
        expect(lf).toBeGreaterThanOrEqual(LOAD_FACTOR_MIN);
        expect(lf).toBeLessThanOrEqual(LOAD_FACTOR_MAX);
      }),
    );
  });

  it('bigger airports make busier routes on average', () => {
    const mean = (s: number) => {
      let sum = 0;
      for (let k = 0; k < 500; k++) sum += routeBaseLoad(s, s, `A${k}`, `B${k}`);
      return sum / 500;
    };
    expect(mean(5) - mean(1)).toBeGreaterThan(0.15);
  });

  it('Friday and Sunday fuller than Tuesday, Wednesday and Saturday (same flight otherwise)', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        day,
        fc.double({ min: 0.45, max: 0.8, noNaN: true }),
        fc.boolean(),
        (id, d, base, south) => {
          const lf = (weekday: number) => finalLoadFactor(id, 0, d, weekday, base, south);
          for (const full of [4, 6]) for (const empty of [1, 2, 5]) expect(lf(full)).toBeGreaterThan(lf(empty));
        },
      ),
    );
  });

  it('summer and the December holidays fuller, January, February and November emptier; reversed south', () => {
    fc.assert(
      fc.property(dayIn(7), dayIn(2), dayIn(11), (july, february, november) => {
        expect(seasonLoad(july, false)).toBeGreaterThan(seasonLoad(february, false));
        expect(seasonLoad(july, false)).toBeGreaterThan(seasonLoad(november, false));
        expect(seasonLoad(february, true)).toBeGreaterThan(seasonLoad(july, true));
      }),
    );
    expect(seasonLoad(parseDay('2026-12-22')!, false)).toBeGreaterThan(seasonLoad(parseDay('2026-11-22')!, false));
    expect(seasonLoad(parseDay('2027-01-02')!, true)).toBe(seasonLoad(parseDay('2027-01-02')!, false));
  });

  it('reads month and day of month like the calendar', () => {
    fc.assert(
      fc.property(day, (d) => {
        const [, m, dom] = formatDay(d).split('-').map(Number);
        expect(monthDayOf(d)).toBe((m! - 1) * 32 + dom!);
      }),
    );
  });
});
