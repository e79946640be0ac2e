/**
 * Dates as day numbers (days since 1970-01-01) and instants as minutes since the epoch, plus
 * time-zone rules read from the platform's tz database through Intl (no hand-made tables). The
 * rules of a zone are sampled once for a date range into a short list of (start, offset) periods,
 * so converting a local time to UTC in a hot loop is a couple of comparisons, correct across DST.
 * Day numbers stay integers because date-fns measured 5 to 20 times slower than this arithmetic
 * per call; they convert to and from ISO days through contracts/dates.
 */

import { fromDayNumber, toDayNumber } from '@escazo/contracts/dates';

export const MINUTES_PER_DAY = 1440;
const MS_PER_MINUTE = 60_000;

/** 'YYYY-MM-DD' → day number, or null when it is not a real calendar date. */
export function parseDay(date: string): number | null {
  const day = toDayNumber(date);
  return Number.isNaN(day) ? null : day;
}

export function dayOrThrow(date: string): number {
  const day = parseDay(date);
  if (day === null) throw new RangeError(`Not a date: ${date}`);
  return day;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Day number → 'YYYY-MM-DD'. */
export const formatDay = fromDayNumber;

/**
 * ISO weekday index of a day number: 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). Integer
 * arithmetic, not date-fns: routing asks it per pattern and day, where date-fns measured 20x slower.
 */
export function weekdayOf(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

/** Minutes since the epoch of a local wall-clock time → 'YYYY-MM-DDTHH:MM'. */
export function formatLocalMinute(localMinute: number): string {
  const day = Math.floor(localMinute / MINUTES_PER_DAY);
  const m = localMinute - day * MINUTES_PER_DAY;
  return `${formatDay(day)}T${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
}

/** Minutes east of UTC → '+05:30' / '-04:00' / '+00:00'. */
export function formatUtcOffset(offset: number): string {
  const sign = offset < 0 ? '-' : '+';
  const a = Math.abs(offset);
  return `${sign}${pad2(Math.floor(a / 60))}:${pad2(a % 60)}`;
}

/** A zone's UTC offset (minutes east) over a range: period i starts at `starts[i]` (UTC minutes). */
export type ZoneRules = { zone: string; starts: number[]; offsets: number[] };

const OFFSET_RE = /GMT(?:([+-])(\d{2}):(\d{2}))?$/;

function intlOffset(format: Intl.DateTimeFormat, utcMinute: number): number {
  const m = OFFSET_RE.exec(format.format(utcMinute * MS_PER_MINUTE));
  if (!m) throw new RangeError('Unexpected time zone name');
  if (!m[1]) return 0;
  const v = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -v : v;
}

const knownZones = new Map<string, boolean>();

/** True when the platform knows the zone. */
export function isKnownTimeZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}

/**
 * Samples the zone every 7 days over [fromDay − 14, toDay + 14] and pins each change to the minute
 * by bisection. (No zone changes offset twice within a week.)
 */
export function buildZoneRules(zone: string, fromDay: number, toDay: number): ZoneRules {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
  const step = 7 * MINUTES_PER_DAY;
  const start = (fromDay - 14) * MINUTES_PER_DAY;
  const end = (toDay + 14) * MINUTES_PER_DAY;
  const starts = [Number.NEGATIVE_INFINITY];
  const offsets = [intlOffset(format, start)];
  let prevT = start;
  let prevOffset = offsets[0]!;
  for (let t = start + step; t <= end + step; t += step) {
    const off = intlOffset(format, t);
    if (off !== prevOffset) {
      let lo = prevT; // offset prevOffset
      let hi = t; // offset off
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (intlOffset(format, mid) === prevOffset) lo = mid;
        else hi = mid;
      }
      starts.push(hi);
      offsets.push(off);
      prevOffset = off;
    }
    prevT = t;
  }
  return { zone, starts, offsets };
}

/** UTC offset (minutes east) at a UTC instant given in minutes. */
export function offsetAt(rules: ZoneRules, utcMinute: number): number {
  const s = rules.starts;
  let i = s.length - 1;
  while (i > 0 && s[i]! > utcMinute) i--;
  return rules.offsets[i]!;
}

/**
 * Local wall-clock minute → UTC minute. A time skipped by a spring-forward change moves forward
 * (02:30 becomes 03:30 DST); a repeated time in an autumn change takes the earlier (DST) instant.
 */
export function localToUtc(rules: ZoneRules, localMinute: number): number {
  if (rules.starts.length === 1) return localMinute - rules.offsets[0]!;
  // Offsets a day either side bound the instant (|offset| < 24 h; at most one change per day).
  const before = offsetAt(rules, localMinute - MINUTES_PER_DAY);
  const after = offsetAt(rules, localMinute + MINUTES_PER_DAY);
  const u1 = localMinute - before;
  if (before === after) return u1;
  const u2 = localMinute - after;
  const ok1 = offsetAt(rules, u1) === before;
  const ok2 = offsetAt(rules, u2) === after;
  if (ok1 && ok2) return Math.min(u1, u2);
  if (ok2) return u2;
  return u1;
}

/** Marks a day on which the zone changes offset (convert with `localToUtc`). */
export const OFFSET_CHANGES = -32768;

/**
 * The zone's offset for each local day in [fromDay, toDay] (index day − fromDay), or
 * OFFSET_CHANGES when an offset change falls near that day: a local time on any other day
 * converts with one subtraction.
 */
export function dayOffsets(rules: ZoneRules, fromDay: number, toDay: number): Int16Array {
  const out = new Int16Array(toDay - fromDay + 1);
  for (let d = fromDay; d <= toDay; d++) {
    const lo = (d - 1) * MINUTES_PER_DAY;
    const hi = (d + 2) * MINUTES_PER_DAY;
    let changes = false;
    for (let i = 1; i < rules.starts.length; i++) if (rules.starts[i]! > lo && rules.starts[i]! < hi) changes = true;
    out[d - fromDay] = changes ? OFFSET_CHANGES : offsetAt(rules, d * MINUTES_PER_DAY);
  }
  return out;
}

/** Memo of zone rules per zone for one date range (shared by the generator and the engines). */
export class ZoneRulesCache {
  private readonly rules = new Map<string, ZoneRules>();
  constructor(
    readonly fromDay: number,
    readonly toDay: number,
  ) {}

  get(zone: string): ZoneRules {
    let r = this.rules.get(zone);
    if (!r) {
      r = buildZoneRules(zone, this.fromDay, this.toDay);
      this.rules.set(zone, r);
    }
    return r;
  }
}
