import { FREE_CANCELLATION_HOURS, type BookingType, type CancellationPolicyKind } from '@escazo/contracts/bookings';
import { dayOf } from '@escazo/contracts/dates';
import { calendarDaysUntil } from '@escazo/contracts/zoned-time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Refundable flight fares keep this share of what was paid as the change fee (basis points). */
export const FLIGHT_CANCELLATION_FEE_BASIS_POINTS = 1000;

/**
 * Cruise refund tiers by calendar days before the sailing day, counted on the departure port's
 * calendar (60 days before is the same date two months earlier, whatever the hour): the first tier
 * whose minimum is met applies.
 */
export const cruiseRefundTiers: readonly { minDays: number; basisPoints: number }[] = [
  { minDays: 90, basisPoints: 10_000 },
  { minDays: 60, basisPoints: 7_500 },
  { minDays: 30, basisPoints: 5_000 },
  { minDays: 0, basisPoints: 0 },
];

/** The plain words shown with each policy (offer, booking detail, cancellation quote). */
export const policyWords: Record<CancellationPolicyKind, string> = {
  'flight-non-refundable':
    'Free cancellation within 24 hours of booking. After that this economy fare is non-refundable.',
  'flight-refundable-less-fee':
    'Free cancellation within 24 hours of booking. After that the fare is refunded less a 10% cancellation fee.',
  'hotel-free-until-24h': `Free cancellation until ${FREE_CANCELLATION_HOURS.hotel} hours before check-in. After that the booking is non-refundable.`,
  'stay-free-until-5-days': 'Free cancellation until 5 days before check-in. After that the booking is non-refundable.',
  'car-free-until-48h': `Free cancellation until ${FREE_CANCELLATION_HOURS.car} hours before pick-up. After that the booking is non-refundable.`,
  'car-free-until-pickup': 'Free cancellation until the pick-up time. After that the booking is non-refundable.',
  'cruise-tiered':
    'Full refund 90 days or more before sailing, 75% from 60 to 89 days, 50% from 30 to 59 days, no refund under 30 days.',
  'ride-free-until-5-minutes':
    "Free cancellation up to 5 minutes before pick-up. After that the fee is the ride type's base price.",
  'package-non-refundable':
    "The flight's fare rules apply to the whole package: free cancellation within 24 hours of booking, after that this economy package is non-refundable.",
  'package-refundable-less-fee':
    "The flight's fare rules apply to the whole package: free cancellation within 24 hours of booking, after that it is refunded less a 10% cancellation fee.",
};

/**
 * The policy of a product; flights depend on the cabin (economy is non-refundable after 24 h). A
 * package follows the stricter of its parts, its flight: the cabin's fare rules on the whole amount.
 */
export function cancellationPolicy(
  type: BookingType,
  cabin?: string,
): { kind: CancellationPolicyKind; description: string } {
  const kind: CancellationPolicyKind =
    type === 'flight'
      ? cabin === 'economy'
        ? 'flight-non-refundable'
        : 'flight-refundable-less-fee'
      : type === 'package'
        ? cabin === 'economy'
          ? 'package-non-refundable'
          : 'package-refundable-less-fee'
        : type === 'hotel'
          ? 'hotel-free-until-24h'
          : type === 'stay'
            ? 'stay-free-until-5-days'
            : type === 'car'
              ? 'car-free-until-48h'
              : type === 'ride'
                ? 'ride-free-until-5-minutes'
                : 'cruise-tiered';
  return { kind, description: policyWords[kind] };
}

export type RefundInput = {
  kind: CancellationPolicyKind;
  /** What was captured (minor units); a pending booking has paid nothing. */
  paid: number;
  /** Epoch milliseconds. */
  bookedAt: number;
  /** When the product starts (departure, check-in day, pick-up, sailing day), epoch ms. */
  startsAt: number;
  now: number;
  /**
   * Policies counted in calendar days (cruises, stays): the start's local day ('YYYY-MM-DD') and the
   * IANA zone of the place it starts from. Without them, the UTC day of `startsAt` in UTC.
   */
  startDay?: string;
  timeZone?: string;
};

/** Calendar days from today to the start day, both on the starting place's calendar. */
export function calendarDaysBefore({ startsAt, now, startDay, timeZone }: RefundInput): number {
  return calendarDaysUntil(startDay ?? dayOf(startsAt), now, timeZone ?? 'UTC');
}

function share(paid: number, basisPoints: number): number {
  return Math.floor((paid * basisPoints) / 10_000);
}

/** What cancelling now gives back: never negative, never more than was paid. */
export function refundAmount(input: RefundInput): number {
  const { kind, paid, bookedAt, startsAt, now } = input;
  if (paid <= 0) return 0;
  const untilStart = startsAt - now;
  let refund: number;
  switch (kind) {
    case 'flight-non-refundable':
    case 'package-non-refundable':
      refund = now - bookedAt < DAY && untilStart > 0 ? paid : 0;
      break;
    case 'flight-refundable-less-fee':
    case 'package-refundable-less-fee':
      refund =
        now - bookedAt < DAY && untilStart > 0
          ? paid
          : untilStart > 0
            ? paid - share(paid, FLIGHT_CANCELLATION_FEE_BASIS_POINTS)
            : 0;
      break;
    case 'hotel-free-until-24h':
      refund = untilStart >= FREE_CANCELLATION_HOURS.hotel * HOUR ? paid : 0;
      break;
    case 'stay-free-until-5-days':
      // 5 days before check-in is the start of that calendar day in the stay's zone: free while
      // at least 6 of its calendar days remain (without the zone, 5 × 24 hours before `startsAt`).
      refund = (input.timeZone ? calendarDaysBefore(input) > 5 : untilStart >= 5 * DAY) ? paid : 0;
      break;
    case 'car-free-until-48h':
      refund = untilStart >= FREE_CANCELLATION_HOURS.car * HOUR ? paid : 0;
      break;
    case 'car-free-until-pickup':
      refund = untilStart > 0 ? paid : 0;
      break;
    case 'ride-free-until-5-minutes':
      // A ride is cancelled from its own page (modules/rides), which charges the type's base price late.
      refund = untilStart >= 5 * 60_000 ? paid : 0;
      break;
    case 'cruise-tiered': {
      const days = calendarDaysBefore(input);
      const tier = cruiseRefundTiers.find((t) => days >= t.minDays);
      refund = tier ? share(paid, tier.basisPoints) : 0;
      break;
    }
  }
  return Math.min(paid, Math.max(0, refund));
}
