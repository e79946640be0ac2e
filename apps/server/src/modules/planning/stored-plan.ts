import type { OfferRequest } from '@escazo/contracts/bookings';
import type { BudgetTier } from '@escazo/contracts/planning-options';
import type { FlightOption, LatLon, LodgingOption, PlanItem, PlanDay, Suggestion, Violation } from '@escazo/planner';

/**
 * What a plan row keeps in its jsonb columns: the engine's days with a stable id on every item,
 * its violations and suggestion, and the options the plan was made from.
 */
export type StoredItem = PlanItem & {
  /** Unique within its plan: 'd<day>-<n>' at creation; edits add new ids that never repeat. */
  id: string;
  /** Flight items: the option's local "HH:MM" departure and arrival (each at its own airport). */
  /** Flights: local times ('HH:MM') and, on plans made since they are kept, local dates at each airport. */
  labels?: { depart: string; arrive: string; departDate?: string; arriveDate?: string };
};
export type StoredDay = Omit<PlanDay, 'items'> & { items: StoredItem[] };

/**
 * A bookable selection: exactly what POST /api/offers takes for it (a hotel room, a stay or a
 * flight itinerary for the party in economy).
 */
export type BookingRef = Extract<OfferRequest, { type: 'hotel' | 'stay' | 'flight' }>;

/** The lodging and flights a plan was made from, and where its days start (the lodging). */
export type StoredOptions = {
  /** Every lodging candidate offered to the engine, cheapest first (each `ref` a BookingRef). */
  lodgingCandidates: LodgingOption[];
  /** The lodging the plan uses (the candidate whose ref its check-in item carries); null without. */
  lodging: LodgingOption | null;
  /** The flights searched for (only with an origin); null legs when none was found. */
  flights: { outbound: FlightOption | null; return: FlightOption | null } | null;
  /** Origin airports the flights were searched from (IATA codes); empty without an origin. */
  originAirports: string[];
  /** The CheckContext base: each day after the first starts here (the lodging); null without. */
  base: LatLon | null;
  /** The lodging's name, for the title of the transfer back to it after an edit. */
  baseName?: string;
  /** The tier the plan's transfers were chosen for ('budget' once the plan was made cheaper), so edits keep them. */
  transportTier?: BudgetTier;
};

export type StoredViolation = Violation;
export type StoredSuggestion = Suggestion;

/**
 * The next id for an item added by an edit: 'x<n>', one above every 'x<n>' id in use ('d<day>-<n>'
 * ids from planning are a different form and never collide with it).
 */
export function nextItemId(days: readonly StoredDay[]): string {
  let highest = 0;
  for (const day of days) {
    for (const item of day.items) {
      const match = /^x(\d+)$/.exec(item.id);
      if (match) highest = Math.max(highest, Number(match[1]));
    }
  }
  return `x${highest + 1}`;
}

/** Ids for a freshly planned set of days: 'd1-1', 'd1-2', … ('d<day number>-<position>'). */
export function withItemIds(days: readonly PlanDay[]): StoredDay[] {
  return days.map((day, dayIndex) => ({
    ...day,
    items: day.items.map((item, itemIndex) => ({ ...item, id: `d${dayIndex + 1}-${itemIndex + 1}` })),
  }));
}
