import { describe, expect, it } from 'vitest';
import type { Plan } from '@escazo/contracts/planning';
import {
  editLock,
  editTripDefaults,
  editTripFormSchema,
  isRenameOnly,
  parseBudget,
  toReplan,
  toUpdate,
} from './edit-trip-form.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const plan: Plan = {
  id: '00000000-0000-4000-8000-000000000001',
  destination: { id: 'paris', name: 'Paris', country: 'France' },
  name: 'Paris in June',
  startDate: '2026-06-10',
  endDate: '2026-06-12',
  travelers: 2,
  interests: ['Art', 'Food'],
  pace: 'moderate',
  tier: 'moderate',
  notes: null,
  origin: 'JFK',
  budget: usd(300_000),
  days: [],
  total: usd(250_000),
  feasible: true,
  violations: [],
  saved: true,
  version: 4,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};

describe('edit trip form', () => {
  it('starts from the plan, with the budget in whole dollars', () => {
    expect(editTripDefaults(plan)).toEqual({
      name: 'Paris in June',
      startDate: '2026-06-10',
      endDate: '2026-06-12',
      travelers: 2,
      budget: '3000',
      interests: ['Art', 'Food'],
      pace: 'moderate',
      notes: '',
    });
  });

  it('uses the server rules: end not before start, budget positive, travelers 1–20', () => {
    const form = editTripDefaults(plan);
    const issues = (value: object) =>
      editTripFormSchema.safeParse({ ...form, ...value }).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues({ endDate: '2026-06-09' })).toEqual(['endDate:planner.endBeforeStart']);
    expect(issues({ budget: '-5' })).toEqual(['budget:planner.budgetPositive']);
    expect(issues({ travelers: 21 })).toEqual(['travelers:planner.travelersMax']);
    expect(issues({ budget: '' })).toBeUndefined();
    expect(issues({ budget: '3,000' })).toBeUndefined();
    expect(issues({ budget: 'abc' })).toEqual(['budget:planner.budgetPositive']);
  });

  it('reads a budget with thousands separators', () => {
    expect(parseBudget('3,000')).toBe(3000);
    expect(parseBudget(' 12 500.50 ')).toBe(12500.5);
    expect(parseBudget('')).toBeNaN();
    expect(toReplan(plan, { ...editTripDefaults(plan), budget: '3,500' }).budget).toEqual(usd(350_000));
    expect(isRenameOnly(plan, { ...editTripDefaults(plan), budget: '3,000' })).toBe(true);
  });

  it('starts the budget field only from a budget in dollars', () => {
    expect(editTripDefaults({ ...plan, budget: { amount: 300_000, currency: 'EUR' } }).budget).toBe('');
    expect(editTripDefaults({ ...plan, budget: null }).budget).toBe('');
  });

  it('locks the start date on the first day and everything but name and notes once the start is past', () => {
    expect(editLock(plan, '2026-06-09')).toBe('none');
    expect(editLock(plan, '2026-06-10')).toBe('startDate');
    expect(editLock(plan, '2026-06-11')).toBe('request');
  });

  it('tells a rename (name, notes) from a change that needs a new plan', () => {
    const form = editTripDefaults(plan);
    expect(isRenameOnly(plan, { ...form, name: 'Art week', notes: 'Bring a camera' })).toBe(true);
    expect(isRenameOnly(plan, { ...form, interests: ['Food', 'Art'] })).toBe(true);
    expect(isRenameOnly(plan, { ...form, pace: 'packed' })).toBe(false);
    expect(isRenameOnly(plan, { ...form, budget: '2500' })).toBe(false);
    expect(isRenameOnly(plan, { ...form, endDate: '2026-06-13' })).toBe(false);
  });

  it('sends the whole request again for a re-plan, budget in cents', () => {
    expect(toReplan(plan, { ...editTripDefaults(plan), budget: '2500.5', pace: 'relaxed' })).toEqual({
      version: 4,
      destination: 'paris',
      origin: 'JFK',
      tier: 'moderate',
      startDate: '2026-06-10',
      endDate: '2026-06-12',
      travelers: 2,
      budget: usd(250_050),
      interests: ['Art', 'Food'],
      pace: 'relaxed',
      notes: '',
    });
    expect(toReplan(plan, { ...editTripDefaults(plan), budget: '' }).budget).toBeNull();
  });

  it('sends only the changed name and notes, or nothing', () => {
    expect(toUpdate(plan, 4, { name: 'Paris in June', notes: '' })).toBeNull();
    expect(toUpdate(plan, 4, { name: 'Art week', notes: '' })).toEqual({ version: 4, name: 'Art week' });
    expect(toUpdate({ name: 'A', notes: 'old' }, 5, { name: 'A', notes: '' })).toEqual({ version: 5, notes: null });
  });
});
