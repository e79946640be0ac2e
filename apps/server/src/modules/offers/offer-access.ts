import type { Db } from '@server/db/client.ts';
import { AppError, notFound } from '@server/lib/app-error.ts';
import { claimOffer, consumeOffer, findOffer, type OfferRow } from './repository.ts';

/** 409 OFFER_ALREADY_BOOKED: an offer books once; the answer names the booking made from it (bookingId). */
export class OfferAlreadyBookedError extends AppError {
  constructor(readonly bookingId: string) {
    super(409, 'OFFER_ALREADY_BOOKED', 'This offer has already been booked. You can find it in My Bookings.');
  }
}

const offerNotFound = () => notFound('This offer');
const offerExpired = () =>
  new AppError(410, 'OFFER_EXPIRED', 'This offer has expired. Please search again for the current price.');

/** An owned offer is its owner's alone; an unowned one anyone holding its id may open. */
const visibleTo = (offer: OfferRow, userId: string | null) => offer.ownerId === null || offer.ownerId === userId;

/**
 * An offer opened at its checkout: 404 unknown or another account's (an owned offer signed out
 * too); consumed, it answers with its booking, even past its expiry; otherwise 410 OFFER_EXPIRED
 * past its expiry. A signed-in caller opening an unowned offer claims it (conditionally: the first
 * account wins, any other then gets 404).
 */
export async function openOffer(db: Db, id: string, userId: string | null, now: Date): Promise<OfferRow> {
  const offer = await findOffer(db, id);
  if (!offer || !visibleTo(offer, userId)) throw offerNotFound();
  if (offer.bookingId) return offer;
  if (offer.expiresAt.getTime() <= now.getTime()) throw offerExpired();
  if (!userId || offer.ownerId !== null) return offer;
  // Another account may have claimed it first: read it again, as that account's it is a 404.
  if (!(await claimOffer(db, id, userId))) return openOffer(db, id, userId, now);
  return { ...offer, ownerId: userId };
}

/**
 * An offer the caller may book now: 404 as `openOffer`, 409 OFFER_ALREADY_BOOKED, 410 OFFER_EXPIRED.
 * A refusal before any charge row is written; what guards the offer is `consumeOfferFor`.
 */
export async function bookableOffer(db: Db, id: string, userId: string, now: Date): Promise<OfferRow> {
  const offer = await findOffer(db, id);
  if (!offer || !visibleTo(offer, userId)) throw offerNotFound();
  if (offer.bookingId) throw new OfferAlreadyBookedError(offer.bookingId);
  if (offer.expiresAt.getTime() <= now.getTime()) throw offerExpired();
  return offer;
}

/**
 * Consumes the offer for `bookingId` inside the booking's transaction, before anything is charged:
 * a conditional update, so of two attempts at once the second waits for the first to commit and
 * then answers 409 OFFER_ALREADY_BOOKED (404 when another account took it meanwhile).
 */
export async function consumeOfferFor(tx: Db, id: string, bookingId: string, userId: string): Promise<void> {
  if (await consumeOffer(tx, id, bookingId, userId)) return;
  const offer = await findOffer(tx, id);
  if (offer?.bookingId && visibleTo(offer, userId)) throw new OfferAlreadyBookedError(offer.bookingId);
  throw offerNotFound();
}
