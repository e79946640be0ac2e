import type { BudgetTier } from '@escazo/contracts/planning-options';
import { tripDates, weekdayOf } from './dates.ts';
import { chooseLeg, sameLocation, type FareContext } from './legs.ts';
import {
  BAG_DROP_MINUTES,
  CHECK_IN_MINUTES,
  CHECK_OUT_MINUTES,
  MIDNIGHT,
  bagDropItem,
  checkInItem,
  checkOutItem,
  flightItem,
  transportItem,
} from './items.ts';
import { DAY_START, DAY_END } from './meals.ts';
import type { FlightOption, LatLon, LodgingOption, Minute, PlanItem } from './types.ts';

/** Arrive at the airport at least this long before a return flight: 2 hours for an international one, 1.5 for a domestic one. */
export const AIRPORT_BUFFER_MINUTES = { international: 120, domestic: 90 } as const;
/** The buffer before a flight; a flight not known to be domestic is taken as international. */
export const airportBufferOf = (flight: { international?: boolean }): number =>
  flight.international === false ? AIRPORT_BUFFER_MINUTES.domestic : AIRPORT_BUFFER_MINUTES.international;
/** A lodging's check-in time when it gives none. */
export const STANDARD_CHECK_IN: Minute = 15 * 60;
/** Arriving at the lodging less than this before its check-in time, the traveller waits and checks in; earlier, they drop their bags. */
const BAG_DROP_BEFORE_CHECK_IN = 60;
/** A flight this long (gate to gate) or overnight makes the arrival day light: one nearby place at most. */
export const LONG_FLIGHT_MINUTES = 6 * 60;

/** Where a day must end, and by when: back at the lodging, or at the airport before the return flight. */
export type DayFinish = { at: LatLon; name: string; by: Minute; kind: 'base' | 'airport' };

/** A day's fixed frame: the items before its free time (flight, transfer, check-in or check-out), and where it ends. */
export type DayFrame = {
  index: number;
  date: string;
  weekday: number;
  /** No flight that day: lunch and dinner are required. */
  full: boolean;
  opening: PlanItem[];
  freeFrom: Minute;
  at: LatLon | null;
  finish: DayFinish | null;
  /** The return flight item, after the transfer to the airport; or the check-in after a bag drop. */
  closing: PlanItem[];
  /** After an overnight or long flight: at most one place, near the lodging. */
  light: boolean;
  /** After a bag drop and the check-in (the closing), the evening's frame: from the check-in back to the lodging, dinner only. */
  evening: DayFrame | null;
  /** The closing check-in moves to when the day is back at the lodging (never before the check-in time). */
  checkInOnReturn: boolean;
};

export type FrameInput = {
  startDate: string;
  endDate: string;
  lodging: LodgingOption | null;
  outbound: FlightOption | null;
  return: FlightOption | null;
  tier: BudgetTier;
  fares: FareContext;
};

/** One frame per date of the trip. */
export function dayFrames(input: FrameInput): DayFrame[] {
  const dates = tripDates(input.startDate, input.endDate);
  return dates.map((date, index) => frameOf(input, date, index, index === dates.length - 1));
}

function frameOf(input: FrameInput, date: string, index: number, last: boolean): DayFrame {
  const { lodging, fares, tier } = input;
  const outbound = index === 0 ? input.outbound : null;
  const returning = last ? input.return : null;
  const opening: PlanItem[] = [];
  let freeFrom = DAY_START;
  let at: LatLon | null = index > 0 && lodging ? lodging : null;

  let closing: PlanItem[] = [];
  let finish: DayFinish | null = null;
  let evening: DayFrame | null = null;
  let checkInOnReturn = false;
  if (outbound) {
    opening.push(flightItem(outbound));
    freeFrom = outbound.atDestination;
    at = outbound.airport;
    if (lodging) {
      if (!sameLocation(outbound.airport, lodging)) {
        const leg = chooseLeg(outbound.airport, lodging, freeFrom, tier, fares);
        // A transfer that would reach the lodging at midnight or later is left out: the check-in is
        // then placed in the day's last minute (the checker reports both as travel violations).
        if (freeFrom + leg.minutes < MIDNIGHT) {
          opening.push(transportItem(leg, freeFrom, lodging.name));
          freeFrom += leg.minutes;
        }
      }
      at = lodging;
      const checkInFrom = lodging.checkInFrom ?? STANDARD_CHECK_IN;
      const lastOfDay = returning !== null;
      if (!lastOfDay && freeFrom + BAG_DROP_BEFORE_CHECK_IN < checkInFrom) {
        // Too early to check in: bags are dropped, the day goes on from the lodging, and the traveller
        // is back for the check-in, then out for the evening.
        opening.push(bagDropItem(lodging, freeFrom, checkInFrom));
        freeFrom += BAG_DROP_MINUTES;
        const checkIn = checkInItem(lodging, checkInFrom);
        closing = [checkIn];
        finish = { at: lodging, name: lodging.name, by: checkInFrom, kind: 'base' };
        evening = eveningFrame(date, index, checkIn.end, lodging);
      } else {
        const checkInAt = Math.min(Math.max(freeFrom, checkInFrom), MIDNIGHT - 1);
        const transfer = opening[opening.length - 1]!;
        if (checkInAt > freeFrom && transfer.type === 'transport') {
          // Waiting for the check-in time: the transfer leaves the airport as late as still arrives by then.
          const leg = chooseLeg(outbound.airport, lodging, checkInAt - (transfer.end - transfer.start), tier, fares);
          const departure = checkInAt - leg.minutes;
          if (departure >= transfer.start) opening[opening.length - 1] = transportItem(leg, departure, lodging.name);
        }
        opening.push(checkInItem(lodging, checkInAt));
        freeFrom = opening[opening.length - 1]!.end;
      }
    }
  } else if (index === 0 && lodging) {
    // No flight: the traveller drops their bags in the morning and checks in when back in the evening.
    opening.push(bagDropItem(lodging, DAY_START, lodging.checkInFrom ?? STANDARD_CHECK_IN));
    freeFrom = opening[0]!.end;
    at = lodging;
    if (!last) {
      closing = [checkInItem(lodging, lodging.checkInFrom ?? STANDARD_CHECK_IN)];
      finish = { at: lodging, name: lodging.name, by: DAY_END - CHECK_IN_MINUTES, kind: 'base' };
      checkInOnReturn = true;
    }
  } else if (last && index > 0 && lodging) {
    let checkOut = DAY_START;
    if (returning) {
      // An early flight moves the check-out earlier, so the transfer still arrives in time.
      const leg = chooseLeg(lodging, returning.airport, DAY_START, tier, fares);
      checkOut = Math.max(
        0,
        Math.min(DAY_START, returning.atDestination - airportBufferOf(returning) - leg.minutes - CHECK_OUT_MINUTES),
      );
    }
    opening.push(checkOutItem(lodging, checkOut));
    freeFrom = opening[0]!.end;
  }

  if (returning) {
    finish = {
      at: returning.airport,
      name: `${returning.airport.code} airport`,
      by: returning.atDestination - airportBufferOf(returning),
      kind: 'airport',
    };
    closing.push(flightItem(returning));
  } else if (lodging && !last && !finish) {
    finish = { at: lodging, name: lodging.name, by: DAY_END, kind: 'base' };
  }
  return {
    index,
    date,
    weekday: weekdayOf(date),
    full: !outbound && !returning,
    opening,
    freeFrom,
    at,
    finish,
    closing,
    light: outbound !== null && longOrOvernight(outbound),
    evening,
    checkInOnReturn,
  };
}

/** Overnight (landing on a later date than it left) or at least LONG_FLIGHT_MINUTES gate to gate. */
export const longOrOvernight = (flight: FlightOption): boolean =>
  flight.arriveDate > flight.departDate || (flight.durationMinutes ?? 0) >= LONG_FLIGHT_MINUTES;

/** The evening after a check-in: from the lodging, dinner, back to the lodging by 23:00. */
function eveningFrame(date: string, index: number, from: Minute, lodging: LodgingOption): DayFrame {
  return {
    index,
    date,
    weekday: weekdayOf(date),
    full: false,
    opening: [],
    freeFrom: from,
    at: lodging,
    finish: { at: lodging, name: lodging.name, by: DAY_END, kind: 'base' },
    closing: [],
    light: true,
    evening: null,
    checkInOnReturn: false,
  };
}
