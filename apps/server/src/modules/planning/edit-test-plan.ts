import { expect } from 'vitest';
import { addDays, todayIso } from '@escazo/contracts/dates';
import { planSchema, type Plan, type PlanRequestInput } from '@escazo/contracts/planning';
import type { TestClient, TestContext } from '@server-test/helpers.ts';
import type { CatalogueEntry } from './catalogue.ts';

/**
 * For the edit, share, export and booking tests: a trip planned through the API (moderate pace, no
 * budget, no origin), 40 days from the test clock's today, in the first destination of the guide.
 */
export function tripRequest(ctx: TestContext, overrides: Partial<PlanRequestInput> = {}): PlanRequestInput {
  const today = todayIso(ctx.app.clock.now());
  return {
    destination: firstDestination(ctx).id,
    startDate: addDays(today, 40),
    endDate: addDays(today, 42),
    travelers: 2,
    interests: ['Culture', 'Food'],
    ...overrides,
  };
}

export const firstDestination = (ctx: TestContext): CatalogueEntry => ctx.app.planningCatalogue.destinations[0]!;

export async function planTrip(
  ctx: TestContext,
  client: TestClient,
  overrides: Partial<PlanRequestInput> = {},
): Promise<Plan> {
  const res = await client.post('/api/plans', tripRequest(ctx, overrides));
  if (res.statusCode !== 201) throw new Error(`planning failed: ${res.statusCode} ${res.body}`);
  return planSchema.parse(res.json().plan);
}

/** The owner's stored plan as the API answers it. */
export async function readPlan(client: TestClient, id: string): Promise<Plan> {
  const res = await client.get(`/api/plans/${id}`);
  if (res.statusCode !== 200) throw new Error(`reading the plan failed: ${res.statusCode} ${res.body}`);
  return planSchema.parse(res.json().plan);
}

/** "HH:MM" → minutes after midnight. */
export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The plan's own invariants after any edit: unique ids, the total the sum of the items, feasible only without violations. */
export function expectConsistent(plan: Plan) {
  const items = plan.days.flatMap((day) => day.items);
  expect(new Set(items.map((item) => item.id)).size, 'unique item ids').toBe(items.length);
  expect(plan.total.amount, 'total = sum of the items').toBe(items.reduce((sum, item) => sum + item.cost.amount, 0));
  expect(plan.feasible, 'feasible exactly when nothing is broken').toBe(plan.violations.length === 0);
  for (const day of plan.days) {
    const times = day.items
      .filter((item) => item.type !== 'flight')
      .map((item) => [minutesOf(item.start), minutesOf(item.end)] as const);
    for (let i = 1; i < times.length; i++)
      expect(times[i]![0] >= times[i - 1]![1], `${day.date}: items in time order`).toBe(true);
  }
}
