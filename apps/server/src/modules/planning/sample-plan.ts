import { createHash } from 'node:crypto';
import type { Plan } from '@escazo/contracts/planning';
import { addDays, isoWeekday, todayIso } from '@escazo/contracts/dates';
import type { Inventory } from '../inventory/public.ts';
import type { CatalogueEntry, PlanningCatalogue } from './catalogue.ts';
import { lodgingOptions } from './lodging.ts';
import { planTrip } from '@escazo/planner';
import { columnsOf, planName, planQueryOf, type ResolvedRequest } from './plan-query.ts';
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

/** A 3-day sample itinerary (moderate pace, no budget, no flights) from `startDate`, not stored: saved false. */
export function buildSamplePlan(
  entry: CatalogueEntry,
  catalogue: PlanningCatalogue,
  inventory: Inventory,
  startDate: string,
  now: Date,
): Plan {
  const endDate = addDays(startDate, SAMPLE_DAYS - 1);
  const travelers = 1;
  const request: ResolvedRequest = {
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
    origin: null,
  };
  // Three days, cached per destination and start date: planned in-process.
  const columns = columnsOf(request, planTrip(planQueryOf(request)));
  const row: PlanRow = {
    id: samplePlanId(entry.id),
    userId: null,
    name: planName(SAMPLE_DAYS, entry.name),
    notes: null,
    ...columns,
    version: 1,
    shareTokenHash: null,
    createdAt: now,
    updatedAt: now,
  };
  return presentPlan(row, catalogue, false);
}

/**
 * Sample plans by destination, each kept while its start date holds (the start moves with today,
 * so the cache is keyed by destination and start date; one plan per destination is kept).
 */
export function samplePlanCache(): (entry: CatalogueEntry, now: Date, make: (startDate: string) => Plan) => Plan {
  const plans = new Map<string, { startDate: string; plan: Plan }>();
  return (entry, now, make) => {
    const startDate = sampleStartDate(todayIso(now));
    const cached = plans.get(entry.id);
    if (cached?.startDate === startDate) return cached.plan;
    const plan = make(startDate);
    plans.set(entry.id, { startDate, plan });
    return plan;
  };
}
