import { randomBytes } from 'node:crypto';
import { cancellationPolicy, priceBreakdown } from '@escazo/booking';
import type { Take } from '@escazo/booking';
import { OFFER_TTL_MINUTES, type OfferType, type OfferRequest } from '@escazo/contracts/bookings';
import type { Db } from '@server/db/client.ts';
import type { Inventory } from '../inventory/public.ts';
import { priceProduct } from './product-price.ts';
import { insertOffer, type OfferRow } from './repository.ts';

/**
 * Prices the selection and stores it as an offer valid 30 minutes, under an unguessable id; made
 * signed in, it belongs to `ownerId`, otherwise to the first account that opens it.
 */
export async function createOffer(
  db: Db,
  inventory: Inventory,
  request: OfferRequest,
  now: Date,
  ownerId: string | null,
): Promise<OfferRow> {
  const priced = priceProduct(inventory, request, now.getTime());
  const price = priceBreakdown(priced.type, priced.base, priced.currency);
  return insertOffer(db, {
    id: randomBytes(24).toString('base64url'),
    type: priced.type,
    product: request,
    takes: priced.takes,
    title: priced.title,
    destination: priced.destination,
    startDate: priced.startDate,
    endDate: priced.endDate,
    startsAt: new Date(priced.startsAt),
    returnStartsAt: priced.returnStartsAt === undefined ? null : new Date(priced.returnStartsAt),
    baseAmount: price.base,
    taxesAmount: price.taxesAndFees,
    totalAmount: price.total,
    currency: price.currency,
    policyKind: cancellationPolicy(priced.type, priced.cabin).kind,
    travellers: priced.travellers,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OFFER_TTL_MINUTES * 60_000),
    ownerId,
  });
}

/** What an offer's takes are, typed. */
export const offerTakes = (offer: OfferRow) => offer.takes as Take[];
export const offerType = (offer: OfferRow) => offer.type as OfferType;
