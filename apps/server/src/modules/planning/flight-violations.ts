import { ruleSuggestion } from '@escazo/planner';
import type { Suggestion, Violation } from '@escazo/planner';
import type { StoredOptions } from './stored-plan.ts';

type Trip = { startDate: string; endDate: string; travelers: number; destinationName: string };
type Checked = { violations: Violation[]; feasible: boolean; suggestion: Suggestion | null };

/**
 * With an origin, each leg without a bookable flight for the party (none found, none landing early
 * enough to reach the lodging, or a party larger than one booking takes) breaks the catalogue rule,
 * as missing lodging does. None without an origin.
 */
export function missingFlightViolations(
  options: Pick<StoredOptions, 'flights' | 'originAirports'>,
  trip: Trip,
): Violation[] {
  if (!options.flights) return [];
  const from = options.originAirports.join('/');
  const party = `${trip.travelers} ${trip.travelers === 1 ? 'traveler' : 'travelers'}`;
  const violations: Violation[] = [];
  if (!options.flights.outbound) {
    violations.push({
      rule: 'catalogue',
      day: trip.startDate,
      message: `No outbound flight from ${from} to ${trip.destinationName} for ${party} lands on ${trip.startDate} early enough to reach the lodging`,
    });
  }
  if (!options.flights.return) {
    violations.push({
      rule: 'catalogue',
      day: trip.endDate,
      message: `No return flight from ${trip.destinationName} to ${from} for ${party} leaves on ${trip.endDate}`,
    });
  }
  return violations;
}

/** A checked plan with the missing flights added first (catalogue is the first rule): infeasible, with a suggestion. */
export function withMissingFlights(checked: Checked, missing: readonly Violation[]): Checked {
  if (missing.length === 0) return checked;
  return {
    violations: [...missing, ...checked.violations],
    feasible: false,
    suggestion: checked.suggestion ?? ruleSuggestion(missing[0]!),
  };
}
