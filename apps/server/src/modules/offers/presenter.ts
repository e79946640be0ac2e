import { policyWords } from '@escazo/booking';
import { payLaterTypes, type CancellationPolicyKind, type Offer } from '@escazo/contracts/bookings';
import { offerType } from './service.ts';
import type { OfferWithBooking } from './repository.ts';

const money = (amount: number, currency: string) => ({ amount, currency });

export function presentOffer(row: OfferWithBooking): Offer {
  const kind = row.policyKind as CancellationPolicyKind;
  return {
    id: row.id,
    type: offerType(row),
    title: row.title,
    destination: row.destination,
    startDate: row.startDate,
    endDate: row.endDate,
    price: {
      base: money(row.baseAmount, row.currency),
      taxesAndFees: money(row.taxesAmount, row.currency),
      total: money(row.totalAmount, row.currency),
    },
    cancellationPolicy: { kind, description: policyWords[kind] },
    travellers: row.travellers,
    payLaterAllowed: payLaterTypes.includes(offerType(row)),
    expiresAt: row.expiresAt.toISOString(),
    product: row.product,
    booking: row.booking,
  };
}
