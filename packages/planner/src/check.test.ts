import { beforeAll, describe, expect, it } from 'vitest';
import { checkContextOf, checkPlan, planBase, type CheckContext } from './check.ts';
import { planTrip } from './plan.ts';
import { legBy } from './legs.ts';
import { baseQuery, near, restaurant, sight } from './testing/fixtures.ts';
import type { PlanDay, PlanItem, PlanQuery, RuleId } from './types.ts';

let query: PlanQuery;
let days: PlanDay[];
let context: CheckContext;

beforeAll(() => {
  query = baseQuery();
  const plan = planTrip(query);
  expect(plan.feasible).toBe(true);
  days = plan.days;
  context = checkContextOf(query, planBase(days));
});

/** A deep copy of the plan's days, changed by `edit`. */
function broken(edit: (days: PlanDay[]) => void): PlanDay[] {
  const copy = JSON.parse(JSON.stringify(days)) as PlanDay[];
  edit(copy);
  return copy;
}

const rulesOf = (d: PlanDay[], c: CheckContext = context): RuleId[] => [...new Set(checkPlan(d, c).map((v) => v.rule))];
const find = (day: PlanDay, test: (item: PlanItem) => boolean) => day.items.find(test)!;
const middle = (d: PlanDay[]) => d[1]!;

describe('checkPlan', () => {
  it('finds nothing wrong with a plan built by the engine', () => {
    expect(checkPlan(days, context)).toEqual([]);
  });

  it('accepts a hand-made day trip and catches a broken copy of it', () => {
    const museum = sight('museum', { ...near(0, 0), visitMinutes: 90, priceMinor: 1200, tags: ['History'] });
    const park = sight('park', { ...near(3, 0), visitMinutes: 60, priceMinor: 0, tags: ['Nature'] });
    const bistro = restaurant('bistro', { ...near(0.4, 0.4), priceMinor: 2000 });
    const tavern = restaurant('tavern', { ...near(3.3, 0), priceMinor: 2500 });
    const oneDay = checkContextOf(
      {
        ...query,
        places: [museum, park, bistro, tavern],
        startDate: '2026-06-01',
        endDate: '2026-06-01',
        travelers: 2,
      },
      null,
    );
    const fares = { travelers: 2, transitFareMinor: query.destination.transitFareMinor };
    const walk = legBy('walk', museum, bistro, 630, fares)!;
    const transit = legBy('transit', bistro, park, 750, fares)!;
    const walk2 = legBy('walk', park, tavern, 960, fares)!;
    const at = (p: { lat: number; lon: number }) => ({ lat: p.lat, lon: p.lon });
    const day: PlanDay = {
      date: '2026-06-01',
      items: [
        {
          type: 'attraction',
          placeId: 'museum',
          title: museum.name,
          start: 540,
          end: 630,
          costMinor: 2400,
          location: at(museum),
        },
        {
          type: 'transport',
          title: 'Walk to bistro',
          start: 630,
          end: 630 + walk.minutes,
          costMinor: 0,
          mode: 'walk',
          distanceKm: walk.distanceKm,
        },
        {
          type: 'dining',
          placeId: 'bistro',
          meal: 'lunch',
          title: bistro.name,
          start: 690,
          end: 750,
          costMinor: 4000,
          location: at(bistro),
        },
        {
          type: 'transport',
          title: 'Transit to park',
          start: 750,
          end: 750 + transit.minutes,
          costMinor: transit.costMinor,
          mode: 'transit',
          distanceKm: transit.distanceKm,
        },
        {
          type: 'attraction',
          placeId: 'park',
          title: park.name,
          start: 900,
          end: 960,
          costMinor: 0,
          location: at(park),
        },
        {
          type: 'transport',
          title: 'Walk to tavern',
          start: 960,
          end: 960 + walk2.minutes,
          costMinor: 0,
          mode: 'walk',
          distanceKm: walk2.distanceKm,
        },
        {
          type: 'dining',
          placeId: 'tavern',
          meal: 'dinner',
          title: tavern.name,
          start: 1080,
          end: 1140,
          costMinor: 5000,
          location: at(tavern),
        },
      ],
    };
    expect(checkPlan([day], oneDay)).toEqual([]);
    const late = {
      ...day,
      items: day.items.map((i) => (i.placeId === 'tavern' ? { ...i, start: 1300, end: 1360 } : i)),
    };
    expect(checkPlan([late], oneDay).map((v) => v.rule)).toEqual(['meals']);
  });

  describe('catalogue', () => {
    it('flags a place not in the catalogue', () => {
      expect(rulesOf(broken((d) => (find(middle(d), (i) => i.type === 'attraction').placeId = 'nowhere')))).toContain(
        'catalogue',
      );
    });

    it('flags a restaurant visited as a sight', () => {
      const d = broken((d) => {
        const lunch = find(middle(d), (i) => i.meal === 'lunch');
        lunch.type = 'attraction';
        delete lunch.meal;
      });
      expect(checkPlan(d, context).some((v) => v.rule === 'catalogue' && v.message.includes('restaurant'))).toBe(true);
    });

    it('flags a sight visited twice', () => {
      const d = broken((d) => {
        const first = find(d[0]!, (i) => i.type === 'attraction');
        find(middle(d), (i) => i.type === 'attraction').placeId = first.placeId;
      });
      expect(checkPlan(d, context).some((v) => v.rule === 'catalogue' && v.message.includes('already visited'))).toBe(
        true,
      );
    });

    it('flags a trip with nights and nowhere to sleep', () => {
      expect(
        checkPlan(days, { ...context, base: null }).some(
          (v) => v.rule === 'catalogue' && v.message.includes('No hotel or stay'),
        ),
      ).toBe(true);
    });
  });

  describe('opening-hours', () => {
    it('flags a visit outside its hours', () => {
      const d = broken((d) => {
        // Sights in the fixture open 09:00–18:00.
        const s = find(middle(d), (i) => i.type === 'attraction');
        s.start = 8 * 60;
        s.end = 8 * 60 + 200;
      });
      expect(rulesOf(d)).toContain('opening-hours');
    });

    it('flags a visit shorter than its length without the shortened mark, or below half with it', () => {
      const cut = (shortened: boolean, keep: number) =>
        broken((d) => {
          const s = find(middle(d), (i) => i.type === 'attraction');
          s.end = s.start + keep;
          if (shortened) s.shortened = true;
        });
      const place = query.places.find((p) => p.id === find(middle(days), (i) => i.type === 'attraction').placeId)!;
      expect(
        checkPlan(cut(false, place.visitMinutes - 1), context)
          .map((v) => v.message)
          .join(),
      ).toMatch(/not marked shortened/);
      expect(
        checkPlan(cut(true, Math.ceil(place.visitMinutes / 2)), context).filter((v) => v.rule === 'opening-hours'),
      ).toEqual([]);
      expect(
        checkPlan(cut(true, Math.ceil(place.visitMinutes / 2) - 1), context)
          .map((v) => v.message)
          .join(),
      ).toMatch(/below half/);
    });
  });

  describe('travel', () => {
    it('flags an item ending after 24:00 or not ending after it starts', () => {
      const pastMidnight = broken((d) => {
        const last = middle(d).items[middle(d).items.length - 1]!;
        last.end = 24 * 60 + 11;
      });
      expect(
        checkPlan(pastMidnight, context).some((v) => v.rule === 'travel' && v.message.includes('runs outside the day')),
      ).toBe(true);
      const empty = broken((d) => {
        const visit = middle(d).items.find((x) => x.type === 'attraction')!;
        visit.end = visit.start;
      });
      expect(
        checkPlan(empty, context).some(
          (v) => v.rule === 'travel' && v.message.includes('does not end after it starts'),
        ),
      ).toBe(true);
    });

    it('flags a check-in cut short at midnight', () => {
      const d = broken((d) => {
        const checkIn = d[0]!.items.find((x) => x.type === 'accommodation' && x.title.startsWith('Check in'))!;
        checkIn.end = checkIn.start + 10;
      });
      expect(
        checkPlan(d, context).some((v) => v.rule === 'travel' && v.message.includes('cut short at midnight')),
      ).toBe(true);
    });

    it('flags overlapping items', () => {
      const d = broken((d) => {
        const items = middle(d).items;
        const i = items.findIndex((x) => x.type === 'attraction');
        items[i]!.end = items[i + 1]!.start + 5;
      });
      expect(rulesOf(d)).toContain('travel');
    });

    it('flags a missing transfer between places far apart', () => {
      const d = broken((d) => {
        const items = middle(d).items;
        const i = items.findIndex((x, k) => x.type === 'transport' && k > 0);
        items.splice(i, 1);
      });
      expect(checkPlan(d, context).some((v) => v.rule === 'travel' && v.message.startsWith('No transfer'))).toBe(true);
    });

    it('flags a transfer that is too short or priced wrong', () => {
      const short = broken((d) => {
        const leg = find(middle(d), (i) => i.type === 'transport' && i.mode === 'transit');
        leg.end = leg.start + 1;
      });
      expect(checkPlan(short, context).some((v) => v.rule === 'travel' && v.message.includes('shorter than'))).toBe(
        true,
      );
      const cheap = broken((d) => {
        find(middle(d), (i) => i.type === 'transport' && i.mode === 'transit').costMinor = 1;
      });
      expect(checkPlan(cheap, context).some((v) => v.rule === 'travel' && v.message.includes('costs 1 instead'))).toBe(
        true,
      );
    });

    it('flags a walk of 1.5 road km or more', () => {
      const d = broken((d) => {
        const leg = find(
          middle(d),
          (i) => i.type === 'transport' && i.mode === 'transit' && (i.distanceKm ?? 0) >= 1.5,
        );
        leg.mode = 'walk';
        leg.costMinor = 0;
      });
      expect(checkPlan(d, context).some((v) => v.rule === 'travel' && v.message.includes('walks'))).toBe(true);
    });

    it('needs a transfer from the lodging on days after the first', () => {
      const d = broken((d) => {
        middle(d).items.shift();
      });
      expect(rulesOf(d)).toContain('travel');
    });

    it('flags a transfer reaching the airport less than two hours before the flight', () => {
      const flightDays: PlanDay[] = [
        {
          date: query.startDate,
          items: [
            {
              type: 'transport',
              title: 'Walk to Airport',
              start: 600,
              end: 610,
              costMinor: 0,
              mode: 'walk',
              distanceKm: 0.1,
            },
            { type: 'flight', title: 'XX 1', start: 700, end: 701, costMinor: 0, location: near(0, 0) },
          ],
        },
      ];
      const oneDay = checkContextOf({ ...query, endDate: query.startDate, interests: [] }, null);
      // The day has a transfer from nowhere and one too late: both reported.
      const messages = checkPlan(flightDays, oneDay).map((v) => v.message);
      expect(messages.some((m) => m.includes('less than 120 minutes'))).toBe(true);
    });
  });

  describe('meals', () => {
    it('flags a full day without lunch', () => {
      const d = broken((d) => {
        const items = middle(d).items;
        items.splice(
          items.findIndex((i) => i.meal === 'lunch'),
          1,
        );
      });
      expect(checkPlan(d, context).some((v) => v.rule === 'meals' && v.message.startsWith('No lunch'))).toBe(true);
    });

    it('flags a lunch outside lunch time', () => {
      const d = broken((d) => {
        const lunch = find(middle(d), (i) => i.meal === 'lunch');
        lunch.start = 11 * 60;
        lunch.end = 12 * 60;
      });
      expect(checkPlan(d, context).some((v) => v.rule === 'meals' && v.message.includes('outside lunch time'))).toBe(
        true,
      );
    });

    it('flags a restaurant that does not serve the meal', () => {
      const onlyDinner = {
        ...context,
        places: context.places.map((p) => (p.kind === 'restaurant' ? { ...p, meals: ['dinner' as const] } : p)),
      };
      expect(
        checkPlan(days, onlyDinner).some((v) => v.rule === 'meals' && v.message.includes('does not serve lunch')),
      ).toBe(true);
    });

    it('flags items outside 08:00–23:00', () => {
      const d = broken((d) => {
        const last = middle(d).items[middle(d).items.length - 1]!;
        last.end = 23 * 60 + 30;
      });
      expect(checkPlan(d, context).some((v) => v.rule === 'meals' && v.message.includes('outside the day'))).toBe(true);
    });
  });

  describe('pace', () => {
    it('flags more sights a day than the pace allows', () => {
      expect(rulesOf(days, { ...context, pace: 'relaxed' })).toContain('pace');
    });

    it('flags a full day without a sight matching the interests while one is free', () => {
      const withExtra = {
        ...context,
        interests: ['Beaches' as const],
        places: [...context.places, sight('beach', { tags: ['Beaches'] })],
      };
      expect(checkPlan(days, withExtra).some((v) => v.rule === 'pace' && v.message.includes('Sight beach'))).toBe(true);
    });

    it('accepts a day without a matching sight when every matching sight is planned on other days', () => {
      const history = new Set(
        days.flatMap((d) => d.items.filter((i) => i.type === 'attraction').map((i) => i.placeId)),
      );
      const onlyPlanned = {
        ...context,
        places: context.places.filter(
          (p) => p.kind === 'restaurant' || !p.tags.includes('History') || history.has(p.id),
        ),
      };
      expect(checkPlan(days, onlyPlanned).filter((v) => v.rule === 'pace')).toEqual([]);
    });
  });

  describe('budget', () => {
    it('flags a plan over the budget', () => {
      const violations = checkPlan(days, { ...context, budgetMinor: 1000 });
      expect(violations.some((v) => v.rule === 'budget' && v.message.includes('over the budget'))).toBe(true);
    });

    it('flags a visit priced differently from the catalogue', () => {
      const d = broken((d) => {
        find(middle(d), (i) => i.type === 'dining').costMinor += 1;
      });
      expect(rulesOf(d)).toEqual(['budget']);
    });
  });
});
