import { z } from 'zod';
import { moneySchema } from './common.ts';
import { flightClasses } from './home-search.ts';
import { listParam, pageParams, pageSizeLimits } from './search-hotels.ts';

/**
 * Flight search (the Flights page and the results sidebar): from, to and departure date required
 * ('Please fill in all required fields'); passengers 1-9; price slider 0-1000 step 10. Query-string friendly: numbers are coerced, lists may be comma text.
 */
export const flightPassengerLimits = { min: 1, max: 9, default: 1 } as const;
export const flightCabins = flightClasses;
export type FlightCabin = (typeof flightCabins)[number];

/** Stops radio: Any, Nonstop only, 1 stop max (the engine builds direct and one-stop itineraries). */
export const flightStops = ['any', 'nonstop', 'max1'] as const;
export type FlightStops = (typeof flightStops)[number];

/** Sort By: price low to high, price high to low, duration shortest, rating highest. */
export const flightSorts = ['price-asc', 'price-desc', 'duration-asc', 'rating-desc'] as const;
export type FlightSort = (typeof flightSorts)[number];

/**
 * Connection rules at the hub (minutes). Domestic = origin, hub and destination in one country.
 * The minimum grows with the hub's size (1 small … 5 big hub: longer walks, more terminals):
 * domestic 30, 35, 40, 50, 60; international 45, 55, 65, 75, 90. At most 6 h domestic, 8 h
 * international. Indexed by size (index 0 unused, same as size 1).
 */
export const flightConnectionRules = {
  domesticMinMinutes: [30, 30, 35, 40, 50, 60],
  internationalMinMinutes: [45, 45, 55, 65, 75, 90],
  domesticMaxMinutes: 360,
  internationalMaxMinutes: 480,
} as const;

/** Minimum connection time at a hub of `hubSize` (1–5; out-of-range sizes are clamped). */
export function minConnectionMinutes(hubSize: number, domestic: boolean): number {
  const size = Math.min(5, Math.max(1, Math.round(hubSize)));
  return (domestic ? flightConnectionRules.domesticMinMinutes : flightConnectionRules.internationalMinMinutes)[size]!;
}

/** Longest layover offered. */
export function maxLayoverMinutes(domestic: boolean): number {
  return domestic ? flightConnectionRules.domesticMaxMinutes : flightConnectionRules.internationalMaxMinutes;
}

/**
 * Circuity: the two flights of a connection together fly at most `directKm × ratio`, the ratio
 * 1.25 up to 1,000 km, rising linearly to 1.55 at 6,000 km and flat beyond. Short trips get the
 * tight bound (a 40 % detour on a 600 km hop is a trip nobody books; travellers would rather
 * take the train or drive), long-haul the loose one (few hubs lie on the great circle between
 * continents, and the detour is a small share of the time spent flying).
 */
export function maxConnectingKm(directKm: number): number {
  const t = Math.min(1, Math.max(0, (directKm - 1000) / 5000));
  return directKm * (1.25 + 0.3 * t);
}

/** Days either side of the chosen date in the fare calendar (31 days in all). */
export const fareCalendarRadiusDays = 15;

/** What a search that leaves a field out means: the request schema's defaults, which the engine applies too. */
export const flightSearchDefaults = {
  passengers: flightPassengerLimits.default,
  cabin: 'economy',
  stops: 'any',
  departFrom: 0,
  departTo: 24,
  sort: 'price-asc',
  page: 1,
  pageSize: pageSizeLimits.default,
  returnPage: 1,
} as const satisfies { cabin: FlightCabin; stops: FlightStops; sort: FlightSort } & Record<string, unknown>;

const required = z.string({ error: 'flights.required' }).trim().min(1, 'flights.required');
/** An airport IATA code ('JFK') or a city id ('US-new-york'); the server resolves a city to its airports. */
const place = required.max(120, 'field.tooLong');
const date = required.pipe(z.iso.date({ error: 'field.invalid' }));
const optionalDate = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.iso.date({ error: 'field.invalid' }).optional(),
);
const hour = z.coerce.number().int().min(0).max(24);

const flightSearchFields = z.object({
  from: place,
  to: place,
  /** Local departure date at the origin. */
  date,
  /** Local departure date of the return (round trip); absent = one way. */
  returnDate: optionalDate,
  passengers: z.coerce
    .number()
    .int()
    .min(flightPassengerLimits.min)
    .max(flightPassengerLimits.max)
    .default(flightSearchDefaults.passengers),
  cabin: z.enum(flightCabins).default(flightSearchDefaults.cabin),
  stops: z.enum(flightStops).default(flightSearchDefaults.stops),
  /** Price per person, whole USD, both ends inclusive; absent = unbounded. */
  priceMin: z.coerce.number().min(0).optional(),
  priceMax: z.coerce.number().min(0).optional(),
  /** Operating airlines (IATA): an itinerary matches when every flight is operated by one of them. */
  airlines: listParam(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2}$/, 'field.invalid'),
  ).default([]),
  /** Outbound first departure between these local hours, inclusive (0-24; 24 = end of day). */
  departFrom: hour.default(flightSearchDefaults.departFrom),
  departTo: hour.default(flightSearchDefaults.departTo),
  sort: z.enum(flightSorts).default(flightSearchDefaults.sort),
  ...pageParams,
  /** Page of the return list (round trip). */
  returnPage: z.coerce.number().int().min(1).default(flightSearchDefaults.returnPage),
});

type Fields = z.infer<typeof flightSearchFields>;
// Refinements also run when a field already failed (zod 4): they only judge filled-in values.
const samePlace = (v: Pick<Fields, 'from' | 'to'>) => !v.from || !v.to || v.from.toUpperCase() !== v.to.toUpperCase();
const returnAfter = (v: Pick<Fields, 'date' | 'returnDate'>) => v.returnDate === undefined || v.returnDate >= v.date;

export const flightSearchRequestSchema = flightSearchFields
  .refine(samePlace, { path: ['to'], message: 'flights.samePlace' })
  .refine(returnAfter, { path: ['returnDate'], message: 'flights.returnBeforeDeparture' })
  .refine((v) => v.priceMin === undefined || v.priceMax === undefined || v.priceMin <= v.priceMax, {
    path: ['priceMax'],
    message: 'lodging.priceRange',
  })
  .refine((v) => v.departFrom <= v.departTo, { path: ['departTo'], message: 'flights.departWindow' });
export type FlightSearchRequest = z.infer<typeof flightSearchRequestSchema>;
export type FlightSearchRequestInput = z.input<typeof flightSearchRequestSchema>;

/** Fare calendar: the lowest price per day around `date` (round trip when `returnDate` is given). */
export const fareCalendarRequestSchema = flightSearchFields
  .pick({
    from: true,
    to: true,
    date: true,
    returnDate: true,
    passengers: true,
    cabin: true,
    stops: true,
    airlines: true,
  })
  .refine(samePlace, { path: ['to'], message: 'flights.samePlace' })
  .refine(returnAfter, { path: ['returnDate'], message: 'flights.returnBeforeDeparture' });
export type FareCalendarRequest = z.infer<typeof fareCalendarRequestSchema>;

// ---- Responses ----

export const flightAirportSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
});
export const flightAirlineSchema = z.object({ code: z.string(), name: z.string(), rating: z.number() });
export type FlightAirport = z.infer<typeof flightAirportSchema>;
export type FlightAirline = z.infer<typeof flightAirlineSchema>;

/** A local time with its UTC offset: '2026-12-01T08:05' and '-05:00'. */
export const flightTimeSchema = z.object({ local: z.string(), utcOffset: z.string() });

export const flightLegSchema = z.object({
  flightNumber: z.string(),
  airline: flightAirlineSchema,
  aircraft: z.string(),
  from: flightAirportSchema,
  to: flightAirportSchema,
  departure: flightTimeSchema,
  arrival: flightTimeSchema,
  durationMinutes: z.number().int(),
});
export type FlightLeg = z.infer<typeof flightLegSchema>;

export const itinerarySchema = z.object({
  /** Stable: the flights and their local dates ('AA100-20261201_BA117-20261202'). */
  id: z.string(),
  legs: z.array(flightLegSchema).min(1).max(2),
  stops: z.number().int().min(0),
  layovers: z.array(z.object({ airport: z.string(), minutes: z.number().int() })),
  durationMinutes: z.number().int(),
  airlines: z.array(z.string()),
  /** Mean rating of the operating airlines, one decimal. */
  rating: z.number(),
  cabin: z.enum(flightCabins),
  passengers: z.number().int(),
  pricePerPerson: moneySchema,
  /** For all passengers. */
  price: moneySchema,
  /** The fewest seats left in the cabin over the legs. */
  seatsLeft: z.number().int(),
});
export type Itinerary = z.infer<typeof itinerarySchema>;

export const flightResultListSchema = z.object({
  items: z.array(itinerarySchema),
  /** Matches after filters. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int().max(pageSizeLimits.max),
  pageCount: z.number().int(),
  /**
   * The price range is over every bookable itinerary. The airlines checklist is over what the other
   * sidebar filters keep: each airline flying any of it (and each ticked one), with the count and
   * cheapest price of what ticking it alone shows (itineraries it operates on every flight; null
   * price when there are none).
   */
  facets: z.object({
    airlines: z.array(
      z.object({ code: z.string(), name: z.string(), count: z.number().int(), minPrice: moneySchema.nullable() }),
    ),
    pricePerPerson: z.object({ min: moneySchema, max: moneySchema }).nullable(),
  }),
});
export type FlightResultList = z.infer<typeof flightResultListSchema>;

export const flightSearchResponseSchema = z.object({
  outbound: flightResultListSchema,
  /** Round trip only: the return flights, filtered and sorted like the outbound ones. */
  return: flightResultListSchema.nullable(),
  /** Round trip only: cheapest outbound + cheapest return after filters, for all passengers. */
  cheapestRoundTrip: moneySchema.nullable(),
});
export type FlightSearchResponse = z.infer<typeof flightSearchResponseSchema>;

export const fareCalendarResponseSchema = z.object({
  /** One entry per day; `price` for all passengers (round trip: same trip length), null = nothing bookable. */
  days: z.array(z.object({ date: z.string(), price: moneySchema.nullable() })),
});
export type FareCalendarResponse = z.infer<typeof fareCalendarResponseSchema>;

/** GET /api/flights/offers/:id query: the offer re-priced for the cabin and party. */
export const flightOfferRequestSchema = z.object({
  cabin: z.enum(flightCabins).default(flightSearchDefaults.cabin),
  passengers: z.coerce
    .number()
    .int()
    .min(flightPassengerLimits.min)
    .max(flightPassengerLimits.max)
    .default(flightPassengerLimits.default),
});
export type FlightOfferRequest = z.infer<typeof flightOfferRequestSchema>;
