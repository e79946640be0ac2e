/**
 * The dates a flight network is offered on. Schedules are weekly patterns, so they keep flying past
 * the year they were generated for: at every start the window rolls to the year ahead of today
 * (departures from a few days back, for offers being looked at across midnight, to today + 364),
 * never earlier than the network's own first date.
 */
import { VALIDITY_DAYS } from './generate.ts';
import { dayOrThrow, formatDay } from './time.ts';
import type { FlightNetwork } from './types.ts';

/** Days before today still in the window (local dates lag UTC by up to a day; offers stay readable). */
export const WINDOW_DAYS_BEHIND = 2;

export function offeredWindow(network: FlightNetwork, today: string): FlightNetwork {
  const first = dayOrThrow(network.validFrom);
  const now = dayOrThrow(today);
  const validFrom = Math.max(first, now - WINDOW_DAYS_BEHIND);
  const validTo = Math.max(dayOrThrow(network.validTo), now + VALIDITY_DAYS - 1);
  return { ...network, validFrom: formatDay(validFrom), validTo: formatDay(validTo) };
}
