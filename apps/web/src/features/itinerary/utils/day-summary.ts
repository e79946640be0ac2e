import type { Money } from '@escazo/contracts/common';
import type { Plan, PlanDay, PlanItem, PlanViolation } from '@escazo/contracts/planning';

export type DaySummary = {
  /** Attractions and experiences. */
  visits: number;
  meals: number;
  cost: Money;
  violations: PlanViolation[];
};

/** What one day holds: visits, meals, its cost and the rules it breaks. */
export function summarizeDay(day: PlanDay, violations: readonly PlanViolation[], currency: string): DaySummary {
  const count = (type: PlanItem['type']) => day.items.filter((item) => item.type === type).length;
  return {
    visits: count('attraction'),
    meals: count('dining'),
    cost: { amount: day.items.reduce((sum, item) => sum + item.cost.amount, 0), currency },
    violations: violations.filter((v) => v.day === day.date),
  };
}

export type PlanCounts = { days: number; visits: number; meals: number; transfers: number };

/** The whole trip's counts for the overview. */
export function countPlan(plan: Pick<Plan, 'days'>): PlanCounts {
  const items = plan.days.flatMap((day) => day.items);
  const count = (type: PlanItem['type']) => items.filter((item) => item.type === type).length;
  return { days: plan.days.length, visits: count('attraction'), meals: count('dining'), transfers: count('transport') };
}
