import { planSchema } from '@escazo/contracts/planning';
import type { AppError } from '@server/lib/app-error.ts';
import type { PlanningCatalogue } from './catalogue.ts';
import { presentPlan } from './presenter.ts';
import type { PlanRow } from './repository.ts';

/**
 * Refuses (with `refuse`'s 4xx) a plan row the API could not answer with, such as an item past
 * midnight: checked before the row is inserted or updated, so no stored plan fails to read back.
 */
export function assertPresentable(row: PlanRow, catalogue: PlanningCatalogue, refuse: () => AppError): void {
  if (!planSchema.safeParse(presentPlan(row, catalogue)).success) throw refuse();
}
