import { describe, expect, it } from 'vitest';
import { budgetSteps, lodgingForTier } from './budget-steps.ts';
import { baseQuery, hotel } from './testing/fixtures.ts';

const lodging = [10, 20, 30, 40, 50, 60, 70].map((price) => hotel(`h${price}`, price * 1000));

describe('budget steps', () => {
  it('picks lodging by tier from the cheapest-first list', () => {
    expect(lodgingForTier(lodging, 'budget')!.id).toBe('h10');
    expect(lodgingForTier(lodging, 'moderate')!.id).toBe('h30');
    expect(lodgingForTier(lodging, 'luxury')!.id).toBe('h50');
    expect(lodgingForTier(lodging, 'ultra-luxury')!.id).toBe('h70');
    expect(lodgingForTier([], 'luxury')).toBeNull();
  });

  it('gets cheaper one choice at a time, ending at one sight a day on the cheapest of everything', () => {
    const steps = budgetSteps(baseQuery({ lodging, tier: 'ultra-luxury', pace: 'moderate' }));
    expect(steps[0]).toEqual({
      lodging: lodging[6],
      dining: 'ultra-luxury',
      transport: 'ultra-luxury',
      sights: 'best',
      paceCap: 4,
    });
    expect(steps.slice(1, 4).map((s) => s.lodging!.id)).toEqual(['h50', 'h30', 'h10']);
    expect(steps.slice(4).map((s) => [s.dining, s.transport, s.sights, s.paceCap])).toEqual([
      ['cheapest', 'ultra-luxury', 'best', 4],
      ['cheapest', 'budget', 'best', 4],
      ['cheapest', 'budget', 'cheap', 4],
      ['cheapest', 'budget', 'cheap', 3],
      ['cheapest', 'budget', 'cheap', 2],
      ['cheapest', 'budget', 'cheap', 1],
    ]);
  });

  it('skips steps that would change nothing', () => {
    const steps = budgetSteps(baseQuery({ lodging: [], tier: 'budget', pace: 'relaxed' }));
    expect(steps.map((s) => [s.lodging, s.dining, s.transport, s.sights, s.paceCap])).toEqual([
      [null, 'budget', 'budget', 'best', 3],
      [null, 'cheapest', 'budget', 'best', 3],
      [null, 'cheapest', 'budget', 'cheap', 3],
      [null, 'cheapest', 'budget', 'cheap', 2],
      [null, 'cheapest', 'budget', 'cheap', 1],
    ]);
  });
});
