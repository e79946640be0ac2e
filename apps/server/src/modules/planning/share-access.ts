import type { Db } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';
import { findPlanByShareHash, type PlanRow } from './repository.ts';
import { shareTokenHash } from './share-token.ts';

export const shareLinkInvalid = () =>
  new AppError(404, 'SHARE_LINK_INVALID', 'This itinerary link is not valid or has been turned off.');

/** The plan a share token opens; 404 SHARE_LINK_INVALID when unknown or revoked. */
export async function sharedPlanOr404(db: Db, token: string): Promise<PlanRow> {
  const row = await findPlanByShareHash(db, shareTokenHash(token));
  if (!row) throw shareLinkInvalid();
  return row;
}
