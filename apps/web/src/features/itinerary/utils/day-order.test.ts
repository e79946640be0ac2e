import { describe, expect, it } from 'vitest';
import type { PlanItem } from '@escazo/contracts/planning';
import { focusAfterDelete, isEditableItem, movedOrder } from './day-order.ts';

const items: Pick<PlanItem, 'id' | 'type'>[] = [
  { id: 'check-in', type: 'accommodation' },
  { id: 't1', type: 'transport' },
  { id: 'louvre', type: 'attraction' },
  { id: 't2', type: 'transport' },
  { id: 'lunch', type: 'dining' },
  { id: 't3', type: 'transport' },
  { id: 'orsay', type: 'attraction' },
  { id: 'flight', type: 'flight' },
];

describe('movedOrder', () => {
  it('swaps a visit with the neighbouring visit or meal and leaves transfers out', () => {
    expect(movedOrder(items, 'orsay', 'up')).toEqual(['check-in', 'louvre', 'orsay', 'lunch', 'flight']);
    expect(movedOrder(items, 'louvre', 'down')).toEqual(['check-in', 'lunch', 'louvre', 'orsay', 'flight']);
  });

  it('moves past a check-in or flight, which keep their places', () => {
    const day = [
      { id: 'a', type: 'attraction' as const },
      { id: 'stay', type: 'accommodation' as const },
      { id: 'b', type: 'dining' as const },
    ];
    expect(movedOrder(day, 'a', 'down')).toEqual(['b', 'stay', 'a']);
    expect(movedOrder(day, 'b', 'up')).toEqual(['b', 'stay', 'a']);
  });

  it('refuses to move off either end, or to move a fixed item or a transfer', () => {
    expect(movedOrder(items, 'louvre', 'up')).toBeNull();
    expect(movedOrder(items, 'orsay', 'down')).toBeNull();
    expect(movedOrder(items, 'check-in', 'down')).toBeNull();
    expect(movedOrder(items, 't2', 'down')).toBeNull();
    expect(movedOrder([{ id: 'solo', type: 'attraction' }], 'solo', 'down')).toBeNull();
  });
});

describe('isEditableItem', () => {
  it('lets visits and meals be edited, not transfers, lodging or flights', () => {
    expect(
      ['attraction', 'dining', 'transport', 'accommodation', 'flight'].map((type) =>
        isEditableItem({ type: type as PlanItem['type'] }),
      ),
    ).toEqual([true, true, false, false, false]);
  });
});

describe('focusAfterDelete', () => {
  it('moves to the next visit or meal, else the previous one, else nowhere (the day heading)', () => {
    expect(focusAfterDelete(items, 'louvre')).toBe('lunch');
    expect(focusAfterDelete(items, 'orsay')).toBe('lunch');
    expect(
      focusAfterDelete(
        [
          { id: 'check-in', type: 'accommodation' },
          { id: 'solo', type: 'attraction' },
        ],
        'solo',
      ),
    ).toBeNull();
    expect(focusAfterDelete(items, 'missing')).toBeNull();
  });
});
