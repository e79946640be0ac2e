/** The twelve interests a traveller can pick in the planner; every place's tags come from this list. */
export const INTERESTS = [
  'Adventure',
  'Culture',
  'Food',
  'Nature',
  'History',
  'Art',
  'Shopping',
  'Nightlife',
  'Beaches',
  'Mountains',
  'Photography',
  'Wildlife',
] as const;
export type Interest = (typeof INTERESTS)[number];

/** Pace: at most this many attractions (and experiences) a day. */
export const PACES = ['relaxed', 'moderate', 'packed'] as const;
export type Pace = (typeof PACES)[number];
export const PACE_MAX_ATTRACTIONS: Readonly<Record<Pace, number>> = { relaxed: 3, moderate: 4, packed: 6 };
export const DEFAULT_PACE: Pace = 'moderate';

/** Spending tiers of a destination's daily cost index; the quick-start slider's four budget tiers. */
export const BUDGET_TIERS = ['budget', 'moderate', 'luxury', 'ultra-luxury'] as const;
export type BudgetTier = (typeof BUDGET_TIERS)[number];

/** Quick-start travel styles. */
export const TRAVEL_STYLES = ['adventure', 'relaxation', 'culture', 'food', 'nature', 'urban'] as const;
export type TravelStyle = (typeof TRAVEL_STYLES)[number];

export const PLACE_KINDS = ['attraction', 'restaurant', 'experience'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

/** Weekday keys, Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A plan covers at most this many days (start and end inclusive). */
export const PLAN_MAX_DAYS = 30;
/** A party is at most this many travelers: what one flight booking takes (hotels take 10, stays 16), so it can always be flown and lodged. */
export const PLAN_MAX_TRAVELERS = 9;
