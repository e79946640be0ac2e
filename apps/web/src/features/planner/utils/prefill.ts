import { isIsoDay } from '@escazo/contracts/dates';
import { PLAN_MAX_TRAVELERS } from '@escazo/contracts/planning-options';
import { emptyPlannerValues, type PlannerFormValues } from './planner-form.ts';
import type { QuickStartValues } from './quick-start-form.ts';

export type TripPrefill = {
  destination?: string;
  startDate?: string;
  endDate?: string;
  budget?: number;
  travelers?: number;
};

const text = (value: unknown, max = 120) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;
const day = (value: unknown) => (typeof value === 'string' && isIsoDay(value) ? value : undefined);
const positive = (value: unknown) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.ceil(n) : undefined;
};

/**
 * What another page hands the planner, by navigation state or the query string (state first):
 * destination, startDate, endDate, budget (whole dollars), travelers (1 to the planner's most).
 * Anything unreadable is left out.
 */
export function readPrefill(search: URLSearchParams, state: unknown): TripPrefill {
  const fromState = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const pick = (key: string) => fromState[key] ?? search.get(key) ?? undefined;
  const prefill: TripPrefill = {};
  const destination = text(pick('destination'));
  const startDate = day(pick('startDate'));
  const endDate = day(pick('endDate'));
  const budget = positive(pick('budget'));
  const travelers = positive(pick('travelers'));
  if (destination) prefill.destination = destination;
  if (startDate) prefill.startDate = startDate;
  if (endDate) prefill.endDate = endDate;
  if (budget) prefill.budget = budget;
  if (travelers && travelers <= PLAN_MAX_TRAVELERS) prefill.travelers = travelers;
  return prefill;
}

/** The query string that opens the planner filled in ('/plan-trip?destination=Paris'). */
export function prefillQuery(prefill: TripPrefill): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(prefill)) if (value !== undefined) params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The planner's starting values: the empty form with what was handed over. */
export function plannerValuesOf(prefill: TripPrefill): PlannerFormValues {
  return {
    ...emptyPlannerValues,
    ...prefill,
    budget: prefill.budget ? String(prefill.budget) : '',
    travelers: prefill.travelers ? String(prefill.travelers) : emptyPlannerValues.travelers,
  };
}

/** The quick start's starting values: the destination, the dates as text the field reads back, the budget and the travellers. */
export function quickStartValuesOf(prefill: TripPrefill): Partial<QuickStartValues> {
  return {
    ...(prefill.destination ? { destination: prefill.destination } : {}),
    ...(prefill.startDate && prefill.endDate ? { dates: `${prefill.startDate} to ${prefill.endDate}` } : {}),
    ...(prefill.budget ? { budget: prefill.budget } : {}),
    ...(prefill.travelers ? { travelers: String(prefill.travelers) } : {}),
  };
}
