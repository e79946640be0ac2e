import { z } from 'zod';
import type { PlanSummary } from '@escazo/contracts/planning';

const planIdSchema = z.uuid();

/** True when an id has a trip id's shape (a UUID); anything else cannot name a trip. */
export const isPlanId = (id: string) => planIdSchema.safeParse(id).success;

/**
 * The trip the viewer opens: the one the address names (`?trip=`), else the first that has not
 * ended yet (the list is soonest first), else the latest one; null when there are no trips.
 */
export function selectTripId(
  plans: readonly Pick<PlanSummary, 'id' | 'endDate'>[],
  requested: string | null,
  today: string,
): string | null {
  if (requested) return requested;
  const upcoming = plans.find((plan) => plan.endDate >= today);
  return upcoming?.id ?? plans.at(-1)?.id ?? null;
}
