import type { BudgetPreference } from '@escazo/contracts/budget';
import type { BudgetTier, Interest } from '@escazo/contracts/planning-options';

/** One day's costs per person at one spending tier of a destination's cost index, USD cents. */
export type DailyCost = { food: number; transport: number; activities: number };

/** The flights of one stay: the cheapest sensible round trip for the whole party, as its offers would charge. */
export type FlightPrice = {
  /** Outbound plus return, for every traveller, USD cents. */
  totalMinor: number;
  /** The airports flown from and to ('LIS'). */
  from: string;
  to: string;
};

export type AccommodationKind = 'hotel' | 'budget-hotel' | 'hostel' | 'vacation-rental';

/** One place to stay for every night of one stay and the whole party, as its offer would charge. */
export type LodgingPrice = {
  type: AccommodationKind;
  totalMinor: number;
  nights: number;
  /** The property's name, and where it opens in the app. */
  name: string;
  link: string;
  /** A hotel's stars; null for a rental. */
  stars: number | null;
  /** Rooms booked (hotels), for the reasoning; 1 for a rental. */
  rooms: number;
};

/**
 * The cheapest rental car for one stay, as its offer would charge (times the cars the party needs).
 * `days` are the rental days charged: picked up on the first day at 10:00 and returned on the last
 * at 10:00, so a 4-day trip is 3 rental days (a one-day trip, 1).
 */
export type RentalPrice = { totalMinor: number; cars: number; days: number; provider: string; model: string };

/** What one stay length costs to get there and sleep there. */
export type PricesAtLength = {
  /** Days, start and end inclusive. */
  days: number;
  /** Null when no flight takes the party there and back on those dates. */
  flights: FlightPrice | null;
  /** Which flight is missing when `flights` is null (absent when the traveller starts there). */
  missingLeg?: 'outbound' | 'return';
  /** The accommodation options free every night for the party (none on a one-day trip). */
  lodging: readonly LodgingPrice[];
  rental: RentalPrice | null;
};

/** One typical ride in the destination (its centre to the median place), for one economy car, USD cents. */
export type RideFares = { economy: number; distanceKm: number };

/** One economy ride between the destination's main airport and its centre, for one car, USD cents. */
export type AirportTransfer = { fareMinor: number; distanceKm: number };

/** A destination of the knowledge base with the prices gathered for it. */
export type DestinationInput = {
  id: string;
  name: string;
  country: string;
  image: string;
  mustVisit: boolean;
  /** The traveller starts here: no flights to price. */
  home: boolean;
  /** The guide's places: their tags and whether entry is free. */
  places: readonly { tags: readonly Interest[]; free: boolean }[];
  /** Months 1-12. */
  bestMonths: readonly number[];
  /** The guide's advice on how long to stay (days); null when it gives none. */
  idealStay: { min: number; max: number } | null;
  dailyCosts: Readonly<Record<BudgetTier, DailyCost>>;
  /** One public transport ride per person, USD cents. */
  transitFareMinor: number;
  rideFares: RideFares | null;
  /** The airport ride on arrival and on departure; null when the traveller starts here. */
  airportTransfer: AirportTransfer | null;
  guide: string;
  neighbourhoods: readonly { name: string; description: string }[];
  /** Prices at each candidate stay length, shortest first. */
  lengths: readonly PricesAtLength[];
};

export type BudgetQuery = {
  /** USD cents. */
  budgetMinor: number;
  travelers: number;
  startDate: string;
  endDate: string;
  preferences: readonly BudgetPreference[];
  /** How sentences name where the traveller starts ('London', or 'LHR' when a code was typed). */
  originLabel: string;
};
