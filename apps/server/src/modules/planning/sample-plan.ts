import { createHash } from 'node:crypto';
import type { Plan } from '@escazo/contracts/planning';
import { addDays, isoWeekday, todayIso } from '@escazo/contracts/dates';
import type { Inventory } from '../inventory/public.ts';
import type { CatalogueEntry, PlanningCatalogue } from './catalogue.ts';
import { lodgingOptions } from './lodging.ts';
import { planColumns, planName } from './plan-query.ts';
import { presentPlan } from './presenter.ts';
import type { PlanRow } from './repository.ts';

const SAMPLE_DAYS = 3;
const SAMPLE_LEAD_DAYS = 14;

/** A UUID (version 5 layout) derived from a destination id: the same sample plan id on every start. */
export function samplePlanId(destinationId: string): string {
  const hex = createHash('sha1').update(`escazo:sample-plan:${destinationId}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** The first Monday at least 14 days after `today`. */
export function sampleStartDate(today: string): string {
  const earliest = addDays(today, SAMPLE_LEAD_DAYS);
  return addDays(earliest, (8 - isoWeekday(earliest)) % 7);
}

/** A 3-day sample itinerary (moderate pace, no budget, no flights), not stored: saved false. */
export function buildSamplePlan(entry: CatalogueEntry, catalogue: PlanningCatalogue, inventory: Inventory, now: Date): Plan {
  const startDate = sampleStartDate(todayIso(now));
  const endDate = addDays(startDate, SAMPLE_DAYS - 1);
  const travelers = 1;
  const columns = planColumns({
    entry,
    startDate,
    endDate,
    travelers,
    budgetMinor: null,
    interests: [],
    pace: 'moderate',
    tier: 'moderate',
    lodging: lodgingOptions(inventory, entry.cityId, startDate, endDate, travelers),
    flights: null,
    originAirports: [],
  });
  const row: PlanRow = {
    id: samplePlanId(entry.id),
    userId: null,
    destinationId: entry.id,
    name: planName(SAMPLE_DAYS, entry.name),
    startDate,
    endDate,
    travelers,
    interests: [],
    pace: 'moderate',
    tier: 'moderate',
    notes: null,
    origin: null,
    budgetMinor: null,
    currency: columns.currency ?? 'USD',
    days: columns.days,
    totalMinor: columns.totalMinor,
    feasible: columns.feasible,
    violations: columns.violations,
    suggestion: columns.suggestion ?? null,
    options: columns.options,
    version: 1,
    shareTokenHash: null,
    createdAt: now,
    updatedAt: now,
  };
  return presentPlan(row, catalogue, false);
}

/** Sample plans computed once per start, by destination id. */
export function samplePlanCache(): (entry: CatalogueEntry, make: () => Plan) => Plan {
  const plans = new Map<string, Plan>();
  return (entry, make) => {
    let plan = plans.get(entry.id);
    if (!plan) plans.set(entry.id, (plan = make()));
    return plan;
  };
}
