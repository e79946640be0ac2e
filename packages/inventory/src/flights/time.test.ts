import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '@escazo/contracts/dates';
import { SYNTHETIC_COUNTRIES } from './synthetic-reference.ts';
import {
  buildZoneRules,
  dayOffsets,
  formatDay,
  formatLocalMinute,
  formatUtcOffset,
  localToUtc,
  MINUTES_PER_DAY,
  OFFSET_CHANGES,
  offsetAt,
  parseDay,
  weekdayOf,
} from './time.ts';

/** The platform's offset (minutes east) at a UTC minute, straight from Intl. */
const formats = new Map<string, Intl.DateTimeFormat>();
function intlOffset(zone: string, utcMinute: number): number {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(zone, format);
  }
  const parts = format.formatToParts(utcMinute * 60_000);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) / 60_000;
  return local - utcMinute;
}

const FROM = parseDay('2026-01-01')!;
const TO = parseDay('2027-12-31')!;
const zones = [...SYNTHETIC_COUNTRIES.map((c) => c.zone), 'UTC', 'Europe/Paris', 'America/Los_Angeles'];
const rules = new Map(zones.map((z) => [z, buildZoneRules(z, FROM, TO)]));

describe('dates', () => {
  it('formats and parses day numbers both ways, with ISO weekdays', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (day) => {
        const text = formatDay(day);
        expect(parseDay(text)).toBe(day);
        expect(text).toBe(addDays('1970-01-01', day));
        expect(weekdayOf(day)).toBe(isoWeekday(text) - 1);
      }),
    );
  });

  it('rejects dates that do not exist', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-1-01', 'tomorrow', ''])
      expect(parseDay(bad)).toBeNull();
    expect(parseDay('2028-02-29')).not.toBeNull();
  });

  it('formats local minutes and offsets', () => {
    expect(formatLocalMinute(parseDay('2026-12-01')! * MINUTES_PER_DAY + 8 * 60 + 5)).toBe('2026-12-01T08:05');
    expect(formatUtcOffset(-300)).toBe('-05:00');
    expect(formatUtcOffset(345)).toBe('+05:45');
    expect(formatUtcOffset(-210)).toBe('-03:30');
    expect(formatUtcOffset(0)).toBe('+00:00');
  });
});

describe('zone rules', () => {
  it('give the same offset as Intl at any instant', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: FROM * MINUTES_PER_DAY, max: TO * MINUTES_PER_DAY }),
        (zone, utc) => {
          expect(offsetAt(rules.get(zone)!, utc)).toBe(intlOffset(zone, utc));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('convert local times to UTC across DST: exact when the time exists, forward over a gap, earliest when repeated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: FROM * MINUTES_PER_DAY, max: TO * MINUTES_PER_DAY }),
        (zone, local) => {
          const u = localToUtc(rules.get(zone)!, local);
          const back = u + intlOffset(zone, u);
          const exists = [-14 * 60, -60, -30, 0, 30, 60, 14 * 60].some((d) => {
            const v = u + d;
            return v + intlOffset(zone, v) === local;
          });
          if (exists) expect(back).toBe(local);
          else expect(back - local).toBeGreaterThan(0);
          expect(back - local).toBeLessThanOrEqual(60);
          // Earliest: no earlier instant shows the same wall time.
          for (const d of [30, 60]) expect(u - d + intlOffset(zone, u - d)).not.toBe(local);
        },
      ),
      { numRuns: 600 },
    );
  });

  it('hit the transition days exactly (New York spring forward and fall back 2026)', () => {
    const ny = rules.get('America/New_York')!;
    const at = (date: string, h: number, m: number) => parseDay(date)! * MINUTES_PER_DAY + h * 60 + m;
    expect(localToUtc(ny, at('2026-03-08', 1, 59))).toBe(at('2026-03-08', 6, 59));
    expect(localToUtc(ny, at('2026-03-08', 2, 30))).toBe(at('2026-03-08', 7, 30)); // 03:30 EDT
    expect(localToUtc(ny, at('2026-03-08', 3, 0))).toBe(at('2026-03-08', 7, 0));
    expect(localToUtc(ny, at('2026-11-01', 1, 30))).toBe(at('2026-11-01', 5, 30)); // first 01:30 (EDT)
    expect(localToUtc(ny, at('2026-11-01', 2, 0))).toBe(at('2026-11-01', 7, 0));
  });

  it('per-day offsets agree with Intl all day long except on flagged days', () => {
    for (const zone of zones) {
      const table = dayOffsets(rules.get(zone)!, FROM, TO);
      for (let d = FROM; d <= TO; d += 5) {
        const off = table[d - FROM]!;
        if (off === OFFSET_CHANGES) continue;
        for (const minute of [0, 150, 720, 1435]) {
          const local = d * MINUTES_PER_DAY + minute;
          expect(local - off + intlOffset(zone, local - off)).toBe(local);
        }
      }
    }
  });
});
