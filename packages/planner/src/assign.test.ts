import { describe, expect, it } from 'vitest';
import { assignToDays } from './assign.ts';
import { everyDay, near, sight } from './testing/fixtures.ts';

describe('assigning sights to days', () => {
  const west = [0, 1, 2].map((i) => sight(`w${i}`, near(i * 0.2, -6)));
  const east = [0, 1, 2].map((i) => sight(`e${i}`, near(i * 0.2, 6)));

  it('gives each day one area', () => {
    const { byDay, left } = assignToDays(
      [west[0]!, east[0]!, west[1]!, east[1]!, west[2]!, east[2]!],
      [
        { weekday: 0, room: 3 },
        { weekday: 1, room: 3 },
      ],
    );
    expect(left).toEqual([]);
    const areas = byDay.map((day) => new Set(day.map((s) => s.id[0])));
    expect(areas.map((a) => a.size)).toEqual([1, 1]);
    expect(new Set(areas.map((a) => [...a][0]))).toEqual(new Set(['w', 'e']));
  });

  it('respects each day’s room and leaves the rest over', () => {
    const { byDay, left } = assignToDays(
      [...west, ...east],
      [
        { weekday: 0, room: 2 },
        { weekday: 1, room: 2 },
      ],
    );
    expect(byDay.map((d) => d.length)).toEqual([2, 2]);
    expect(left).toHaveLength(2);
  });

  it('never puts a sight on a weekday it is closed', () => {
    const closedMonday = everyDay([540, 1080]);
    closedMonday[0] = [];
    const picky = sight('picky', { ...near(0, -6), opening: closedMonday });
    const { byDay } = assignToDays(
      [picky, ...west],
      [
        { weekday: 0, room: 4 },
        { weekday: 1, room: 1 },
      ],
    );
    expect(byDay[0]!.map((s) => s.id)).not.toContain('picky');
    expect(byDay[1]!.map((s) => s.id)).toEqual(['picky']);
  });

  it('skips days without room', () => {
    const { byDay, left } = assignToDays(west, [
      { weekday: 0, room: 0 },
      { weekday: 1, room: 3 },
    ]);
    expect(byDay[0]).toEqual([]);
    expect(byDay[1]).toHaveLength(3);
    expect(left).toEqual([]);
  });
});
