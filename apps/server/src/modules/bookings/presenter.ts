import { policyWords, isUpcoming } from '@escazo/booking';
import type {
  BookingDetail,
  BookingListItem,
  BookingStatus,
  BookingSummary,
  BookingType,
  CancellationPolicyKind,
} from '@escazo/contracts/bookings';
import { todayIso } from '@escazo/contracts/dates';
import type { Inventory } from '../inventory/public.ts';
import { moneyMoved, type MoneyMoved } from '../payments/public.ts';
import { bookingCardDetails } from './card-details.ts';
import type { bookingParts, BookingRow, listParts } from './repository.ts';

const money = (amount: number, currency: string) => ({ amount, currency });

export function presentBookingSummary(row: BookingRow, now: Date, today = todayIso(now)): BookingSummary {
  const status = row.status as BookingStatus;
  return {
    id: row.id,
    type: row.type as BookingType,
    status,
    upcoming: isUpcoming(status, { date: row.startDate, at: row.startsAt }, { today, at: now }),
    title: row.title,
    destination: row.destination,
    startDate: row.startDate,
    endDate: row.endDate,
    total: money(row.totalAmount, row.currency),
    confirmationCode: row.confirmationCode,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentBookingListItem(
  row: BookingRow,
  parts: Awaited<ReturnType<typeof listParts>>,
  money: MoneyMoved,
  inventory: Inventory,
  now: Date,
  today = todayIso(now),
): BookingListItem {
  return {
    ...presentBookingSummary(row, now, today),
    details: bookingCardDetails(row, parts.takes.get(row.id) ?? [], inventory),
    travellerNames: parts.names.get(row.id) ?? [],
    spent: { amount: Math.max(0, money.paid - money.refunded), currency: row.currency },
  };
}

export function presentBookingCreated(row: BookingRow) {
  return {
    booking: {
      id: row.id,
      confirmationCode: row.confirmationCode,
      status: row.status as BookingStatus,
      type: row.type as BookingType,
      total: money(row.totalAmount, row.currency),
    },
  };
}

export function presentBookingDetail(
  row: BookingRow,
  parts: Awaited<ReturnType<typeof bookingParts>>,
  inventory: Inventory,
  now: Date,
): BookingDetail {
  const kind = row.policyKind as CancellationPolicyKind;
  const moved = moneyMoved(parts.payments);
  const charge = parts.payments.find((p) => p.kind === 'charge' && p.status === 'captured');
  return {
    ...presentBookingSummary(row, now),
    price: {
      base: money(row.baseAmount, row.currency),
      taxesAndFees: money(row.taxesAmount, row.currency),
      total: money(row.totalAmount, row.currency),
    },
    cancellationPolicy: { kind, description: policyWords[kind] },
    details: bookingCardDetails(
      row,
      parts.items.map((i) => i.take),
      inventory,
    ),
    product: row.product,
    items: parts.items.map((i) => i.take),
    travellers: parts.travellers.map((t) => ({
      firstName: t.firstName,
      lastName: t.lastName,
      ...(t.dateOfBirth ? { dateOfBirth: t.dateOfBirth } : {}),
      ...(t.ageBand ? { ageBand: t.ageBand as '18-24' | '25-65' | '65+' } : {}),
    })),
    contact: { email: row.contactEmail, phone: row.contactPhone },
    events: parts.events.map((e) => ({
      kind: e.kind,
      status: (e.status as BookingStatus | null) ?? null,
      amount: e.amount === null ? null : money(e.amount, row.currency),
      at: e.createdAt.toISOString(),
    })),
    payment: charge
      ? {
          status: moved.refunded > 0 ? (moved.refunded >= moved.paid ? 'refunded' : 'partially_refunded') : 'captured',
          paid: money(moved.paid, row.currency),
          refunded: money(moved.refunded, row.currency),
          card: charge.cardBrand && charge.cardLast4 ? { brand: charge.cardBrand, last4: charge.cardLast4 } : null,
        }
      : null,
  };
}
