import type { BudgetTier, Interest, Meal, Pace, PlaceKind } from '@escazo/contracts/planning-options';

/** Minutes after local midnight at the destination (08:00 = 480). */
export type Minute = number;
/** [opens, closes) in local minutes; closes may be 1440 (midnight). */
export type OpeningRange = readonly [opens: Minute, closes: Minute];
/** Seven entries, Monday first; an empty list is a closed day. */
export type WeeklyOpening = readonly (readonly OpeningRange[])[];

export type LatLon = { lat: number; lon: number };

export type PlannerPlace = LatLon & {
  id: string;
  name: string;
  kind: PlaceKind;
  neighbourhood: string;
  opening: WeeklyOpening;
  visitMinutes: number;
  /** Per person, USD cents; 0 when free. A restaurant's is a typical meal. */
  priceMinor: number;
  tags: readonly Interest[];
  /** Restaurants only (empty otherwise). */
  meals: readonly Meal[];
  /** Restaurants only: 1 cheap … 4 fine dining. */
  priceLevel: number | null;
  /** Months (1–12) an outdoor place is worth visiting (a beach's swimming season…); absent when any month will do. */
  seasonMonths?: readonly number[];
  /** A walk around a neighbourhood (see neighbourhoodWalks): only planned to fill a gap in a day, never chosen as a sight. */
  walk?: boolean;
};

export type DailyCost = { food: number; transport: number; activities: number };

export type PlannerDestination = LatLon & {
  id: string;
  name: string;
  timeZone: string;
  /** One public transport ride per person, USD cents. */
  transitFareMinor: number;
  dailyCosts: Readonly<Record<BudgetTier, DailyCost>>;
};

/** A place to sleep for every night of the trip, priced by the server from the real inventory. */
export type LodgingOption = LatLon & {
  kind: 'hotel' | 'stay';
  id: string;
  name: string;
  /** Every night, the whole party, USD cents. */
  totalMinor: number;
  /** The earliest check-in, local minutes; 15:00 when not given. */
  checkInFrom?: Minute;
  /** What the server needs to book it (hotel id, room type, dates, guests…); the engine never reads it. */
  ref: unknown;
};

/** A flight to the destination on the first day or from it on the last day, priced for the whole party. */
export type FlightOption = {
  direction: 'outbound' | 'return';
  title: string;
  /** Shown as the item's start and end ("HH:MM", each in its own airport's local time). */
  departLabel: string;
  arriveLabel: string;
  /** The local dates ('YYYY-MM-DD') of departure and arrival, each at its own airport. */
  departDate: string;
  arriveDate: string;
  /** Outbound: the local minute it lands on the first day; return: the local minute it leaves on the last day. */
  atDestination: Minute;
  airport: LatLon & { code: string };
  totalMinor: number;
  /** Gate to gate, connections included; unknown on older plans. */
  durationMinutes?: number;
  /** Between two countries (the airport transfer then allows 2 hours instead of 1.5); taken as true when absent. */
  international?: boolean;
  ref: unknown;
};

export type PlanQuery = {
  destination: PlannerDestination;
  /** The destination's catalogue: attractions, restaurants and experiences. */
  places: readonly PlannerPlace[];
  /** ISO dates, inclusive. */
  startDate: string;
  endDate: string;
  travelers: number;
  /** Total for the whole trip and party, USD cents; null for no limit. */
  budgetMinor: number | null;
  interests: readonly Interest[];
  pace: Pace;
  /** Spending tier: which restaurants and transport the plan prefers. Defaults to moderate. */
  tier?: BudgetTier;
  /** Candidates, cheapest first; empty when the inventory has nothing for those nights. */
  lodging: readonly LodgingOption[];
  /** Present when the traveller gave an origin and flights were found. */
  flights?: { outbound: FlightOption | null; return: FlightOption | null };
};

export const ITEM_TYPES = ['attraction', 'dining', 'transport', 'accommodation', 'flight'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export type TransportMode = 'walk' | 'transit' | 'ride';

export type PlanItem = {
  type: ItemType;
  /** Attractions, experiences (type 'attraction') and restaurants (type 'dining'). */
  placeId?: string;
  title: string;
  start: Minute;
  end: Minute;
  /** Whole party, USD cents. */
  costMinor: number;
  location?: LatLon;
  /** Transport only. */
  mode?: TransportMode;
  distanceKm?: number;
  /** Dining only. */
  meal?: 'lunch' | 'dinner';
  /** A visit kept shorter than its typical length (never below half). */
  shortened?: boolean;
  /** Accommodation and flight items: the option's booking reference. */
  ref?: unknown;
  /** Flight items: the option's departure and arrival times, each in its own airport's local time. */
  labels?: { depart: string; arrive: string; departDate?: string; arriveDate?: string };
  /** Flight items: between two countries (false for a domestic flight; absent on older plans, taken as true). */
  international?: boolean;
  /** Why the item is where it is, when a traveller would wonder (a return to an area the day left). */
  note?: string;
};

/** `summary`: why the day is shaped so (its areas, the interests it serves, rest and trade-offs), one line. */
export type PlanDay = { date: string; items: PlanItem[]; summary?: string };

export const RULES = ['catalogue', 'opening-hours', 'travel', 'meals', 'pace', 'budget'] as const;
export type RuleId = (typeof RULES)[number];
export type Violation = { rule: RuleId; day?: string; message: string };

export type Suggestion = { rule: RuleId; message: string; minimumBudgetMinor?: number };

export type Plan = {
  days: PlanDay[];
  totalMinor: number;
  feasible: boolean;
  violations: Violation[];
  suggestion?: Suggestion;
  /**
   * The tier whose transfer rules the plan follows: the query's tier, or 'budget' when the plan was
   * made cheaper with public transport instead of rides. Pass it back in the check context so a
   * re-timed day keeps to the same rules.
   */
  transportTier?: BudgetTier;
};

/**
 * What a plan is checked against: the query without the option lists, and where the traveller
 * sleeps (each day after the first starts there; null without lodging). Re-timing also reads the
 * optional lodging name (for the transfer back) and the plan's transport tier (see Plan).
 */
export type CheckContext = Omit<PlanQuery, 'lodging' | 'flights'> & {
  base: LatLon | null;
  baseName?: string;
  transportTier?: BudgetTier;
};
