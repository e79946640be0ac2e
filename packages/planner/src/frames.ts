import type { BudgetTier } from '@escazo/contracts/planning-options';
import { tripDates, weekdayOf } from './dates.ts';
import { chooseLeg, sameLocation, type FareContext } from './legs.ts';
import { CHECK_OUT_MINUTES, MIDNIGHT, checkInItem, checkOutItem, flightItem, transportItem } from './items.ts';
import { DAY_START, DAY_END } from './meals.ts';
import type { FlightOption, LatLon, LodgingOption, Minute, PlanItem } from './types.ts';

/** Arrive at the airport at least this long before a return flight. */
export const AIRPORT_BUFFER_MINUTES = 120;

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
  /** The return flight item, after the transfer to the airport. */
  closing: PlanItem[];
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
      opening.push(checkInItem(lodging, Math.min(freeFrom, MIDNIGHT - 1)));
      freeFrom = opening[opening.length - 1]!.end;
      at = lodging;
    }
  } else if (index === 0 && lodging) {
    opening.push(checkInItem(lodging, DAY_START));
    freeFrom = opening[0]!.end;
    at = lodging;
  } else if (last && index > 0 && lodging) {
    let checkOut = DAY_START;
    if (returning) {
      // An early flight moves the check-out earlier, so the transfer still arrives in time.
      const leg = chooseLeg(lodging, returning.airport, DAY_START, tier, fares);
      checkOut = Math.max(
        0,
        Math.min(DAY_START, returning.atDestination - AIRPORT_BUFFER_MINUTES - leg.minutes - CHECK_OUT_MINUTES),
      );
    }
    opening.push(checkOutItem(lodging, checkOut));
    freeFrom = opening[0]!.end;
  }

  let finish: DayFinish | null = null;
  const closing: PlanItem[] = [];
  if (returning) {
    finish = {
      at: returning.airport,
      name: `${returning.airport.code} airport`,
      by: returning.atDestination - AIRPORT_BUFFER_MINUTES,
      kind: 'airport',
    };
    closing.push(flightItem(returning));
  } else if (lodging && !last) {
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
  };
}
