import { offerRequestSchema } from '@escazo/contracts/bookings';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import type { Inventory } from '../inventory/public.ts';
import { schedule } from '../jobs/public.ts';
import { createOffer } from '../offers/public.ts';
import { repriceAfterChangeJob } from './deal-jobs-schedule.ts';
import type { DealRow } from './repository.ts';

export const dealEnded = () => new AppError(409, 'DEAL_ENDED', 'This deal has ended. Please choose another.');

/** userId: the signed-in caller the offer belongs to (null signed out). */
export type DealOfferDeps = { db: Db; inventory: Inventory; now: Date; userId: string | null; log?: FastifyBaseLogger };

/**
 * Prices the deal's selection as an offer now. The deal holds only while the offer's total is the
 * deal's price (same currency, same amount) and it can still be booked; otherwise 409 DEAL_ENDED and
 * a re-price of the stored deals is scheduled, so the list drops or corrects it.
 */
export async function offerForDeal(deps: DealOfferDeps, deal: DealRow | undefined): Promise<{ offerId: string }> {
  if (!deal) throw notFound('This deal');
  const request = offerRequestSchema.safeParse(deal.offerRequest);
  if (request.success && deal.validUntil.getTime() > deps.now.getTime()) {
    const offer = await createOffer(deps.db, deps.inventory, request.data, deps.now, deps.userId).catch(
      (err: unknown) => {
        // Sold out, gone or no longer offered: the deal has ended. Anything else is a fault.
        if (err instanceof AppError && err.statusCode < 500) return null;
        throw err;
      },
    );
    if (offer && offer.totalAmount === deal.discountedAmount && offer.currency === deal.currency)
      return { offerId: offer.id };
  }
  await schedule(deps.db, repriceAfterChangeJob(deps.now));
  deps.log?.info({ dealId: deal.id }, 'deal no longer holds its price');
  throw dealEnded();
}
