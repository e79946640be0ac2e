import { randomUUID } from 'node:crypto';
import { priceBreakdown } from '@escazo/booking';
import {
  PAY_LATER_HOLD_HOURS,
  payLaterTypes,
  type BookingRequest,
  type BookingType,
  type OfferRequest,
} from '@escazo/contracts/bookings';
import { todayIso } from '@escazo/contracts/dates';
import { AppError } from '@server/lib/app-error.ts';
import { applySoldChange, knownSoldOut, takeAvailability, type Inventory } from '../inventory/public.ts';
import {
  bookableOffer,
  consumeOfferFor,
  offerType,
  priceProduct,
  soldOut,
  type OfferRow,
  type PricedProduct,
} from '../offers/public.ts';
import { authorizeAndCapture, recordPendingCharge, settleUnbookedCharge } from './charge.ts';
import { newConfirmationCode } from './confirmation-code.ts';
import type { BookingDeps } from './deps.ts';
import { paymentSource } from '../payment-methods/public.ts';
import type { PaymentSource } from '../payments/public.ts';
import { insertBookingGraph, type BookingRow, type PaymentRow } from './repository.ts';
import { checkTravellers } from './travellers.ts';
import { scheduleNewBookingJobs } from './booking-jobs-schedule.ts';

/** 409 PRICE_CHANGED: the engines price the offer higher now; the new price goes back to the checkout. */
export class PriceChangedError extends AppError {
  constructor(readonly price: ReturnType<typeof priceBreakdown>) {
    super(409, 'PRICE_CHANGED', 'The price has changed since this offer was made. Please review the new price.');
  }
}

const invalid = (path: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [{ path, code: 'field.invalid', message }]);
const CODE_ATTEMPTS = 5;

/** A booking checked and priced from memory, before anything is written: what `bookPlanned` books. */
export type BookingPlan = {
  offer: OfferRow;
  type: BookingType;
  payLater: boolean;
  inventory: Inventory;
  priced: PricedProduct;
  price: { base: number; taxesAndFees: number; total: number; currency: string };
};

/**
 * The checks of a booking that write nothing, in this order: load the offer (404 unknown or
 * another account's, 409 OFFER_ALREADY_BOOKED, 410 expired); check travellers and payment;
 * re-price it from the engines (higher → 409 PRICE_CHANGED); 409 SOLD_OUT when this server's
 * committed sales already fill it.
 */
export async function planBooking(
  deps: BookingDeps,
  userId: string,
  body: BookingRequest,
  now: Date,
): Promise<BookingPlan> {
  const offer = await bookableOffer(deps.db, body.offerId, userId, now);
  const type = offerType(offer);
  checkTravellers(offer, body.travellers, todayIso(now));
  const payLater = body.payLater === true;
  if (payLater && !payLaterTypes.includes(type))
    throw invalid('payLater', 'Pay later is offered for hotels, stays and cruises only.');
  if (!payLater && !body.payment) throw invalid('payment', 'Please choose how to pay.');

  const inventory = deps.inventory();
  const priced = priceProduct(inventory, offer.product as OfferRequest, now.getTime());
  const current = priceBreakdown(type, priced.base, priced.currency);
  if (current.total > offer.totalAmount) throw new PriceChangedError(current);
  if (knownSoldOut(inventory.sold, priced.takes)) throw soldOut();
  // A lower price now is the customer's gain; otherwise they pay what the offer showed.
  const price =
    current.total < offer.totalAmount
      ? current
      : { base: offer.baseAmount, taxesAndFees: offer.taxesAmount, total: offer.totalAmount, currency: offer.currency };
  return { offer, type, payLater, inventory, priced, price };
}

/** Plans and books an offer (see `planBooking` and `bookPlanned`). */
export async function createBooking(
  deps: BookingDeps,
  userId: string,
  body: BookingRequest,
  now: Date,
): Promise<BookingRow> {
  return bookPlanned(deps, userId, body, await planBooking(deps, userId, body, now), now);
}

/**
 * Books a planned offer: tokenise a new card (declined → 402); 409 SOLD_OUT at once when this
 * server's committed sales filled it meanwhile; write the charge row pending; then one transaction
 * consumes the offer first (a conditional update: another attempt at the same offer waits for this
 * one and then answers 409 OFFER_ALREADY_BOOKED, before it authorises anything), takes the
 * availability with guarded statements (409 SOLD_OUT), authorises and captures (402 rolls
 * everything back), and writes the booking, items, travellers, payment and events. After the
 * commit the in-memory sold counts move.
 * Pay-later (hotels, stays, cruises) charges nothing: the booking is pending for 24 hours.
 * The booking's jobs (hold reminder and expiry, or trip reminder and the confirmation's notice)
 * are scheduled in the same transaction.
 */
export async function bookPlanned(
  deps: BookingDeps,
  userId: string,
  body: BookingRequest,
  plan: BookingPlan,
  now: Date,
): Promise<BookingRow> {
  const { db, processor } = deps;
  const { offer, type, payLater, inventory, priced, price } = plan;
  const source: PaymentSource | null = payLater ? null : await paymentSource(db, processor, userId, body.payment!);
  const takes = priced.takes;
  // Sales committed while this request waited may have filled it: no charge row for a known sell-out.
  if (knownSoldOut(inventory.sold, takes)) throw soldOut();
  const bookingId = randomUUID();
  const charge: PaymentRow | null = source
    ? await recordPendingCharge(db, processor, {
        bookingId,
        userId,
        amount: price.total,
        currency: price.currency,
        idempotencyKey: `booking:${bookingId}:charge`,
        source,
        now,
      })
    : null;

  let booking: BookingRow;
  try {
    booking = await db.transaction(async (tx) => {
      await consumeOfferFor(tx, offer.id, bookingId, userId);
      if (!(await takeAvailability(tx, takes))) throw soldOut();
      if (charge && source)
        await authorizeAndCapture(tx, processor, charge, source, `Escazo ${type}: ${priced.title}`, now);
      const status = payLater ? 'pending' : 'confirmed';
      for (let attempt = 1; ; attempt++) {
        const row = await insertBookingGraph(
          tx,
          {
            id: bookingId,
            userId,
            offerId: offer.id,
            confirmationCode: newConfirmationCode(),
            type,
            status,
            title: offer.title,
            destination: offer.destination,
            startDate: offer.startDate,
            endDate: offer.endDate,
            startsAt: offer.startsAt,
            returnStartsAt: offer.returnStartsAt,
            product: offer.product,
            baseAmount: price.base,
            taxesAmount: price.taxesAndFees,
            totalAmount: price.total,
            currency: price.currency,
            policyKind: offer.policyKind,
            contactEmail: body.contact.email.toLowerCase(),
            contactPhone: body.contact.phone,
            holdExpiresAt: payLater ? new Date(now.getTime() + PAY_LATER_HOLD_HOURS * 3_600_000) : null,
            createdAt: now,
            updatedAt: now,
          },
          takes as unknown as Record<string, unknown>[],
          body.travellers.map((t, position) => ({
            position,
            firstName: t.firstName,
            lastName: t.lastName,
            dateOfBirth: t.dateOfBirth ?? null,
            ageBand: t.ageBand ?? null,
          })),
          [
            { kind: 'created', status, amount: null, createdAt: now },
            ...(charge ? [{ kind: 'paid', status, amount: price.total, createdAt: now }] : []),
          ],
        );
        // A taken confirmation code wrote nothing: try another.
        if (!row) {
          if (attempt >= CODE_ATTEMPTS) throw new Error(`No free confirmation code in ${CODE_ATTEMPTS} attempts`);
          continue;
        }
        await scheduleNewBookingJobs(tx, row, now);
        return row;
      }
    });
  } catch (error) {
    if (charge) await settleUnbookedCharge(db, processor, charge, now);
    throw error;
  }
  applySoldChange(inventory, takes, 1);
  return booking;
}
