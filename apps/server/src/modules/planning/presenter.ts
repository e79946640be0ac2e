import type { Plan, PlanItem, PlanSummary } from '@escazo/contracts/planning';
import type { BudgetTier, Interest, Pace } from '@escazo/contracts/planning-options';
import { formatMinute } from '@escazo/planner';
import { parseItineraryId } from '@escazo/search/flights';
import type { PlanningCatalogue } from './catalogue.ts';
import type { PlanRow } from './repository.ts';
import type { BookingRef, StoredDay, StoredItem, StoredSuggestion, StoredViolation } from './stored-plan.ts';

const money = (amount: number, currency: string) => ({ amount, currency });

/** The destination as a plan shows it; a destination no longer in the data files keeps its id as its name. */
function destinationOf(row: PlanRow, catalogue: PlanningCatalogue): Plan['destination'] {
  const entry = catalogue.byId(row.destinationId);
  return entry
    ? { id: entry.id, name: entry.name, country: entry.country }
    : { id: row.destinationId, name: row.destinationId, country: '' };
}

/** Flights and hotel or stay items that carry a booking reference can be booked through checkout. */
function bookableOf(item: StoredItem): PlanItem['bookable'] {
  const ref = item.ref as BookingRef | undefined;
  if (!ref) return undefined;
  if (item.type === 'flight' && ref.type === 'flight') return 'flight';
  if (item.type === 'accommodation' && (ref.type === 'hotel' || ref.type === 'stay')) return ref.type;
  return undefined;
}

/**
 * The items that are booked from: each flight, and of the accommodation items carrying one lodging
 * reference only the first (the check-in; the check-out names the same booking).
 */
function bookableItemIds(days: readonly StoredDay[]): Set<string> {
  const ids = new Set<string>();
  const lodging = new Set<string>();
  for (const item of days.flatMap((day) => day.items)) {
    const kind = bookableOf(item);
    if (!kind) continue;
    if (kind !== 'flight') {
      const key = JSON.stringify(item.ref);
      if (lodging.has(key)) continue;
      lodging.add(key);
    }
    ids.add(item.id);
  }
  return ids;
}

/** 'Air France AF11 · CDG → JFK': the departure and arrival airport codes at the end of a flight's title. */
const ROUTE = /([A-Z]{3}) → ([A-Z]{3})$/;

/**
 * A flight's airports and local dates. The dates were kept with the labels since they are shown; an
 * older plan's departure date is read from its booking reference and its arrival date is unknown.
 */
function flightOf(item: StoredItem): PlanItem['flight'] {
  const route = ROUTE.exec(item.title);
  const ref = item.ref as BookingRef | undefined;
  const departDate =
    item.labels?.departDate ?? (ref?.type === 'flight' ? parseItineraryId(ref.itineraryId)?.[0]?.date : undefined);
  if (!route || !departDate) return undefined;
  return {
    from: route[1]!,
    to: route[2]!,
    departDate,
    ...(item.labels?.arriveDate ? { arriveDate: item.labels.arriveDate } : {}),
  };
}

export function presentItem(item: StoredItem, currency: string, canBook = true): PlanItem {
  const flightLabels = item.type === 'flight' ? item.labels : undefined;
  const bookable = canBook ? bookableOf(item) : undefined;
  const flight = item.type === 'flight' ? flightOf(item) : undefined;
  return {
    id: item.id,
    type: item.type,
    ...(item.placeId !== undefined ? { placeId: item.placeId } : {}),
    title: item.title,
    // A flight shows its own local departure and arrival times (each at its airport).
    start: flightLabels?.depart ?? formatMinute(item.start),
    end: flightLabels?.arrive ?? formatMinute(item.end),
    cost: money(item.costMinor, currency),
    ...(item.location ? { location: { lat: item.location.lat, lon: item.location.lon } } : {}),
    ...(item.mode ? { mode: item.mode } : {}),
    ...(item.distanceKm !== undefined ? { distanceKm: item.distanceKm } : {}),
    ...(item.meal ? { meal: item.meal } : {}),
    ...(item.shortened ? { shortened: true } : {}),
    ...(bookable ? { bookable } : {}),
    ...(flight ? { flight } : {}),
    ...(item.note ? { note: item.note } : {}),
  };
}

/**
 * The plan as the API answers it. `saved`: the plan belongs to the signed-in caller (a trip);
 * false for a signed-out plan and for a shared read-only copy.
 */
export function presentPlan(row: PlanRow, catalogue: PlanningCatalogue, saved = row.userId !== null): Plan {
  const days = row.days as StoredDay[];
  const suggestion = row.suggestion as StoredSuggestion | null;
  const bookable = bookableItemIds(days);
  return {
    id: row.id,
    destination: destinationOf(row, catalogue),
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    travelers: row.travelers,
    interests: row.interests as Interest[],
    pace: row.pace as Pace,
    tier: row.tier as BudgetTier,
    notes: row.notes,
    origin: row.origin,
    budget: row.budgetMinor === null ? null : money(row.budgetMinor, row.currency),
    days: days.map((day) => ({
      date: day.date,
      items: day.items.map((item) => presentItem(item, row.currency, bookable.has(item.id))),
      ...(day.summary ? { summary: day.summary } : {}),
    })),
    total: money(row.totalMinor, row.currency),
    feasible: row.feasible,
    violations: (row.violations as StoredViolation[]).map((v) => ({
      rule: v.rule,
      ...(v.day ? { day: v.day } : {}),
      message: v.message,
    })),
    ...(suggestion
      ? {
          suggestion: {
            rule: suggestion.rule,
            message: suggestion.message,
            ...(suggestion.minimumBudgetMinor !== undefined
              ? { budget: money(suggestion.minimumBudgetMinor, row.currency) }
              : {}),
          },
        }
      : {}),
    saved,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A shared read-only copy: nothing to book, and the owner's notes and origin stay private.
 */
export function presentSharedPlan(row: PlanRow, catalogue: PlanningCatalogue): Plan {
  const plan = presentPlan(row, catalogue, false);
  return {
    ...plan,
    notes: null,
    origin: null,
    days: plan.days.map((day) => ({ ...day, items: day.items.map(({ bookable: _bookable, ...item }) => item) })),
  };
}

export function presentPlanSummary(row: PlanRow, catalogue: PlanningCatalogue): PlanSummary {
  return {
    id: row.id,
    destination: destinationOf(row, catalogue),
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    travelers: row.travelers,
    total: money(row.totalMinor, row.currency),
    feasible: row.feasible,
    updatedAt: row.updatedAt.toISOString(),
  };
}
