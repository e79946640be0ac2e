// The plan-quality measures on tiny hand-made plans.
import type { FlightOption, PlanDay, PlanItem, PlannerPlace } from '@escazo/planner';
import { describe, expect, it } from 'vitest';
import {
  checkIns,
  dayRoute,
  longestMiddayGap,
  mealRepeats,
  morningArrivalAttractions,
  seasonalVisits,
  tripLodging,
} from './plan-quality-rules.ts';

const LAT = 48.85;
/** A point `east` hundredths of a degree east of the origin (about 0.73 km each at this latitude). */
const at = (east: number) => ({ lat: LAT, lon: east / 100 });
const item = (type: PlanItem['type'], start: number, end: number, extra: Partial<PlanItem> = {}): PlanItem => ({
  type,
  title: type,
  start,
  end,
  costMinor: 0,
  ...extra,
});
const sight = (east: number, start = 600) => item('attraction', start, start + 60, { location: at(east) });
const meal = (placeId: string, date: string, start = 720): PlanDay => ({
  date,
  items: [item('dining', start, start + 60, { placeId, meal: 'lunch', location: at(0) })],
});
const everyDay = (from: number, to: number) => Array.from({ length: 7 }, () => [[from, to] as const]);
const restaurant = (id: string, opening = everyDay(660, 900)): PlannerPlace => ({
  id,
  name: id,
  kind: 'restaurant',
  neighbourhood: 'Centre',
  opening,
  visitMinutes: 60,
  priceMinor: 2000,
  tags: ['Food'],
  meals: ['lunch'],
  priceLevel: 2,
  ...at(0),
});

describe('zig-zag days', () => {
  it('detects a day that runs back and forth', () => {
    const route = dayRoute({ date: '2026-05-04', items: [sight(0), sight(4), sight(1), sight(3)] }, null, true);
    expect(route.kind).toBe('measured');
    // 4 + 3 + 2 legs against 1 + 2 + 1.
    if (route.kind === 'measured') expect(route.ratio).toBeCloseTo(9 / 4, 2);
  });

  it('finds nothing to shorten on a compact day', () => {
    const route = dayRoute({ date: '2026-05-04', items: [sight(0), sight(1), sight(3), sight(4)] }, null, true);
    if (route.kind !== 'measured') throw new Error('not measured');
    expect(route.ratio).toBeCloseTo(1, 5);
  });

  it('keeps the lodging as the fixed start and end after the first day', () => {
    const lodging = { name: 'Hotel', ...at(0) };
    const back = item('transport', 900, 920, { title: 'Walk to Hotel' });
    const route = dayRoute({ date: '2026-05-05', items: [sight(2), sight(1), sight(3), back] }, lodging, false);
    if (route.kind !== 'measured') throw new Error('not measured');
    expect(route.stops).toBe(5);
    // 0 → 2 → 1 → 3 → 0 (8) against 0 → 1 → 2 → 3 → 0 (6): over 1.3, not over 1.5.
    expect(route.ratio).toBeCloseTo(8 / 6, 2);
  });

  it('does not measure a day of more than eight stops, nor one of two', () => {
    const many = Array.from({ length: 9 }, (_, i) => sight(i, 480 + i * 60));
    expect(dayRoute({ date: '2026-05-04', items: many }, null, true)).toEqual({ kind: 'not-measured', stops: 9 });
    expect(dayRoute({ date: '2026-05-04', items: [sight(0), sight(1)] }, null, true).kind).toBe('few-stops');
  });
});

describe('repeated restaurants', () => {
  const days = [meal('bistro', '2026-05-04'), meal('bistro', '2026-05-05')];

  it('counts a repeat with an alternative when another restaurant could have served it', () => {
    expect(mealRepeats(days, [restaurant('bistro'), restaurant('cafe')])).toEqual({
      meals: 2,
      repeats: 1,
      repeatsWithAlternative: 1,
    });
  });

  it('counts no alternative when the other is closed then or already used', () => {
    const closedTuesday = everyDay(660, 900).map((ranges, weekday) => (weekday === 1 ? [] : ranges));
    expect(mealRepeats(days, [restaurant('bistro'), restaurant('cafe', closedTuesday)]).repeatsWithAlternative).toBe(0);
    const usedBefore = [meal('cafe', '2026-05-03'), ...days];
    expect(mealRepeats(usedBefore, [restaurant('bistro'), restaurant('cafe')])).toEqual({
      meals: 3,
      repeats: 1,
      repeatsWithAlternative: 0,
    });
  });
});

describe('holes', () => {
  it('measures a 100-minute mid-day gap: over 90, not over 120', () => {
    const gap = longestMiddayGap([item('attraction', 540, 630), item('dining', 730, 790)]);
    expect(gap).toBe(100);
    expect(gap > 90).toBe(true);
    expect(gap > 120).toBe(false);
  });

  it('counts only the part of a gap between 10:00 and 18:00', () => {
    expect(longestMiddayGap([item('attraction', 480, 540), item('attraction', 660, 700)])).toBe(60);
    expect(longestMiddayGap([item('attraction', 600, 1020), item('dining', 1140, 1200)])).toBe(60);
  });
});

describe('check-ins, morning arrivals and seasons', () => {
  const checkIn = (start: number) =>
    item('accommodation', start, start + 30, { title: 'Check in: Hotel', location: at(0) });
  const checkOut = item('accommodation', 600, 615, { title: 'Check out: Hotel' });

  it('counts a check-in before 15:00 as early, not a check-out', () => {
    const days = [
      { date: '2026-05-04', items: [checkIn(840)] },
      { date: '2026-05-05', items: [checkOut] },
    ];
    expect(checkIns(days).checkIns).toBe(1);
    expect(checkIns(days).early).toHaveLength(1);
    expect(checkIns([{ date: '2026-05-04', items: [checkIn(900)] }]).early).toHaveLength(0);
    expect(tripLodging(days)).toMatchObject({ name: 'Hotel' });
  });

  it('counts the attractions of the day after a landing before 10:00', () => {
    const flight = (atDestination: number) => ({ atDestination }) as FlightOption;
    const day = { date: '2026-05-04', items: [item('flight', 419, 420), sight(0, 660), sight(1, 780), sight(2, 900)] };
    expect(morningArrivalAttractions([day], flight(420))).toBe(3);
    expect(morningArrivalAttractions([day], flight(720))).toBeNull();
    expect(morningArrivalAttractions([day], null)).toBeNull();
  });

  it('counts an outdoor place out of season unless the traveller asked for it', () => {
    const beach: PlannerPlace = { ...restaurant('beach'), kind: 'attraction', tags: ['Beaches', 'Photography'] };
    const places = new Map([['beach', beach]]);
    const visit = (date: string) => [{ date, items: [item('attraction', 600, 700, { placeId: 'beach' })] }];
    expect(seasonalVisits(visit('2026-01-10'), places, [6, 7, 8], ['Culture']).outOfSeason).toHaveLength(1);
    expect(seasonalVisits(visit('2026-01-10'), places, [6, 7, 8], ['Beaches']).outOfSeason).toHaveLength(0);
    expect(seasonalVisits(visit('2026-07-10'), places, [6, 7, 8], ['Culture'])).toEqual({
      seasonal: 1,
      outOfSeason: [],
    });
  });
});
