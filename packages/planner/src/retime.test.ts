import { describe, expect, it } from 'vitest';
import { checkContextOf, checkPlan, planBase } from './check.ts';
import { planTrip } from './plan.ts';
import { retimeDay } from './retime.ts';
import { baseQuery, near } from './testing/fixtures.ts';
import type { PlanDay, PlanItem } from './types.ts';

const query = baseQuery();
const plan = planTrip(query);
const context = checkContextOf(query, planBase(plan.days));
const stops = (day: PlanDay) => day.items.filter((i) => i.type !== 'transport');
const startsOf = (items: PlanItem[]) => items.map((i) => [i.title, i.start]);

describe('retimeDay', () => {
  it('keeps an unedited day as it is: same starts, every rule held', () => {
    for (const day of plan.days) {
      const again = retimeDay(day, context);
      expect(startsOf(stops(again))).toEqual(startsOf(stops(day)));
    }
    expect(
      checkPlan(
        plan.days.map((d) => retimeDay(d, context)),
        context,
      ),
    ).toEqual([]);
  });

  it('rebuilds transfers from scratch, the first one from the lodging on later days', () => {
    const day = plan.days[1]!;
    const withoutTransfers = { ...day, items: stops(day) };
    const again = retimeDay(withoutTransfers, context);
    expect(again.items[0]!.type).toBe('transport');
    expect(again.items.filter((i) => i.type === 'transport').length).toBeGreaterThanOrEqual(stops(day).length);
    expect(checkPlan([plan.days[0]!, again, plan.days[2]!], context).filter((v) => v.rule === 'travel')).toEqual([]);
  });

  it('pushes later items when an item moves earlier in the order, keeping durations', () => {
    const day = plan.days[1]!;
    const items = stops(day);
    const lastSight = items.map((i) => i.type).lastIndexOf('attraction');
    const moved = items[lastSight]!;
    // The last sight goes first, at the time of the day's first stop.
    const reordered = [
      { ...moved, start: items[0]!.start, end: items[0]!.start + moved.end - moved.start },
      ...items.filter((_, i) => i !== lastSight),
    ];
    const again = retimeDay({ ...day, items: reordered }, context);
    const after = stops(again);
    expect(after.map((i) => i.title)).toEqual(reordered.map((i) => i.title));
    after.forEach((item, i) => {
      expect(item.end - item.start).toBe(reordered[i]!.end - reordered[i]!.start);
      expect(item.start).toBeGreaterThanOrEqual(reordered[i]!.start);
    });
    for (let i = 1; i < again.items.length; i++)
      expect(again.items[i]!.start).toBeGreaterThanOrEqual(again.items[i - 1]!.end);
  });

  it('marks a visit kept shorter than its length as shortened, and a full one not', () => {
    const day = JSON.parse(JSON.stringify(plan.days[1]!)) as PlanDay;
    const visit = day.items.find((i) => i.type === 'attraction')!;
    const place = query.places.find((p) => p.id === visit.placeId)!;
    visit.end = visit.start + place.visitMinutes - 10;
    const again = retimeDay(day, context);
    expect(again.items.find((i) => i.placeId === visit.placeId)).toMatchObject({ shortened: true, end: visit.end });
    visit.end = visit.start + place.visitMinutes;
    visit.shortened = true;
    expect(retimeDay(day, context).items.find((i) => i.placeId === visit.placeId)!.shortened).toBeUndefined();
  });

  it('never moves a flight, and leaves the violation to the checker when the day runs into it', () => {
    const airport = { ...near(-8, -9), code: 'BCN' };
    const day: PlanDay = {
      date: query.endDate,
      items: [
        ...stops(plan.days[2]!),
        {
          type: 'flight',
          title: 'VY 1002',
          start: 14 * 60,
          end: 14 * 60 + 1,
          costMinor: 30000,
          location: airport,
          labels: { depart: '14:00', arrive: '15:25' },
        },
      ],
    };
    const again = retimeDay(day, context);
    const flight = again.items[again.items.length - 1]!;
    expect(flight).toMatchObject({ type: 'flight', start: 840, end: 841 });
    expect(again.items[again.items.length - 2]!.type).toBe('transport');
    expect(checkPlan([plan.days[0]!, plan.days[1]!, again], context).some((v) => v.rule === 'travel')).toBe(true);
  });

  it('ends every day but the last with the way back to the lodging, even when given without transfers', () => {
    const day = plan.days[1]!;
    const back = day.items[day.items.length - 1]!;
    expect(retimeDay(day, context).items.at(-1)).toMatchObject({ type: 'transport', title: back.title });
    const named = { ...context, baseName: query.lodging[1]!.name };
    expect(retimeDay({ ...day, items: stops(day) }, named).items.at(-1)).toEqual(back);
    expect(retimeDay({ ...plan.days[2]!, items: stops(plan.days[2]!) }, named).items.at(-1)!.type).not.toBe(
      'transport',
    );
  });

  it('keeps a day planned without rides to public transport and walks, whatever the tier', () => {
    const budgetQuery = baseQuery({ tier: 'budget' });
    const budgetPlan = planTrip(budgetQuery);
    const day = budgetPlan.days[1]!;
    expect(day.items.some((i) => i.mode === 'transit')).toBe(true);
    const asLuxury = checkContextOf({ ...budgetQuery, tier: 'luxury' }, planBase(budgetPlan.days));
    // The day comes with its old transfers, which tell that it was planned without rides.
    const again = retimeDay(day, asLuxury);
    expect(again.items.some((i) => i.mode === 'ride')).toBe(false);
    expect(again.items.filter((i) => i.type === 'transport').map((i) => [i.mode, i.costMinor])).toEqual(
      day.items.filter((i) => i.type === 'transport').map((i) => [i.mode, i.costMinor]),
    );
    // Without its transfers, the plan's transport tier tells the same.
    expect(budgetPlan.transportTier).toBe('budget');
    const told = retimeDay({ ...day, items: stops(day) }, { ...asLuxury, transportTier: budgetPlan.transportTier });
    expect(told.items.some((i) => i.mode === 'ride')).toBe(false);
  });
});
