import { offerRequestSchema } from '@escazo/contracts/bookings';
import type { Db } from '@server/db/client.ts';
import type { Inventory } from '../inventory/public.ts';
import { createOffer } from '../offers/public.ts';
import { itemNotFound } from './edit-errors.ts';
import { fieldError, validationFailed } from './field-errors.ts';
import { presentItem } from './presenter.ts';
import { ownPlanOr404 } from './edit-apply.ts';
import type { StoredDay } from './stored-plan.ts';

export type BookItemDeps = { db: Db; inventory: Inventory; now: Date };

const notBookable = () => validationFailed([fieldError('itemId', 'planner.notBookable')]);

/**
 * Book: an offer for a planned hotel, stay or flight, made by the offers module from the selection
 * the plan stored, so checkout prices it as a search would. 400 planner.notBookable for any other
 * item; the offers module's own refusals (sold out, no longer offered) pass through.
 */
export async function offerForPlanItem(
  deps: BookItemDeps,
  planId: string,
  userId: string,
  itemId: string,
): Promise<{ offerId: string }> {
  const row = await ownPlanOr404(deps.db, planId, userId);
  const item = (row.days as StoredDay[]).flatMap((day) => day.items).find((candidate) => candidate.id === itemId);
  if (!item) throw itemNotFound();
  if (!presentItem(item, row.currency).bookable) throw notBookable();
  const request = offerRequestSchema.safeParse(item.ref);
  if (!request.success) throw notBookable();
  const offer = await createOffer(deps.db, deps.inventory, request.data, deps.now, userId);
  return { offerId: offer.id };
}
