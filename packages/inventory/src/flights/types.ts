/**
 * The generated flight network: airports served, operating airlines, aircraft and weekly schedule
 * PATTERNS (never one record per flight per day). A flight instance is (pattern, local date); its
 * times, fare and seats are computed on demand. Plain JSON-serialisable data.
 */

export const CABINS = ['economy', 'premium', 'business', 'first'] as const;
export type Cabin = (typeof CABINS)[number];

/** Seats per cabin (0 = the cabin is not offered on that aircraft). */
export type CabinSeats = Record<Cabin, number>;

export type Aircraft = {
  /** IATA aircraft type code, e.g. '789'. */
  code: string;
  name: string;
  seats: CabinSeats;
  cruiseKmh: number;
};

export type NetworkAirport = {
  iata: string;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2: two airports in the same country make a domestic connection. */
  country: string;
  timeZone: string;
  lat: number;
  lon: number;
  size: 1 | 2 | 3 | 4 | 5;
};

export type NetworkAirline = {
  iata: string;
  name: string;
  country: string | null;
  /** Deterministic 3.0–5.0, one decimal: drives the 'rating highest' sort and a small fare premium. */
  rating: number;
  /** Airports (IATA) this carrier builds its network from. */
  hubs: string[];
};

/** Days-of-week mask: bit 0 = Monday … bit 6 = Sunday (ISO order). 127 = daily. */
export type DaysMask = number;

export type FlightPattern = {
  /** Position in `FlightNetwork.patterns`; stable for a seed (feeds the fare noise). */
  id: number;
  /** Flight number, unique in the network (e.g. 'BA117'): the flight key of every instance. */
  flightNumber: string;
  /** Operating airline IATA code. */
  airline: string;
  origin: string;
  destination: string;
  days: DaysMask;
  /** Local departure time at the origin, minutes after midnight (0–1435, 5-minute steps). */
  departureMinute: number;
  /** Gate to gate: taxi + climb/descent + great-circle distance at cruise speed. */
  blockMinutes: number;
  distanceKm: number;
  /** Aircraft code (see `FlightNetwork.aircraft`). */
  aircraft: string;
  seats: CabinSeats;
};

export type FlightNetwork = {
  seed: number;
  /** First and last local departure dates the patterns operate on (inclusive), YYYY-MM-DD. */
  validFrom: string;
  validTo: string;
  airports: NetworkAirport[];
  airlines: NetworkAirline[];
  aircraft: Aircraft[];
  patterns: FlightPattern[];
};

/**
 * Seats already sold on one flight instance in one cabin (bookings, plus other channels). The
 * booking module supplies the real counts later; `date` is the local departure date (YYYY-MM-DD).
 */
export type SoldSeats = (flightNumber: string, date: string, cabin: Cabin) => number;

export const noSeatsSold: SoldSeats = () => 0;
