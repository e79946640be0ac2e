import { rideCapacities } from '@escazo/contracts/ride-options';
import type { BudgetTier } from '@escazo/contracts/planning-options';
import { fareFor, greatCircleKm, estimateRoute, ROAD_FACTOR } from '@escazo/rides';
import type { LatLon, Minute, TransportMode } from './types.ts';

/** Places closer than this (great-circle km) count as the same location: no transfer needed. */
export const SAME_PLACE_KM = 0.05;
/** Walking only for road distances under this. */
export const WALK_MAX_ROAD_KM = 1.5;
export const WALK_KMH = 4.5;
export const TRANSIT_KMH = 20;
/** Waiting for and walking to public transport. */
export const TRANSIT_EXTRA_MINUTES = 10;
/** Waiting for the car to arrive. */
export const RIDE_PICKUP_MINUTES = 5;
/** A moderate traveller takes a ride over transit when it saves at least this long. */
export const RIDE_WORTH_MINUTES = 20;

/** What prices a leg: the party and the destination's transit fare. */
export type FareContext = { travelers: number; transitFareMinor: number };

export type Leg = { mode: TransportMode; minutes: number; costMinor: number; distanceKm: number };

export const roadKmBetween = (from: LatLon, to: LatLon): number => greatCircleKm(from, to) * ROAD_FACTOR;

export const sameLocation = (a: LatLon, b: LatLon): boolean => greatCircleKm(a, b) <= SAME_PLACE_KM;

export const canWalk = (from: LatLon, to: LatLon): boolean => roadKmBetween(from, to) < WALK_MAX_ROAD_KM;

const roundKm = (km: number) => Math.round(km * 10) / 10;

/** The shortest time and the price of a leg by one mode, leaving at `departure`. Walking is allowed only under 1.5 road km. */
export function legBy(
  mode: TransportMode,
  from: LatLon,
  to: LatLon,
  departure: Minute,
  fares: FareContext,
): Leg | null {
  const roadKm = roadKmBetween(from, to);
  if (mode === 'walk') {
    if (roadKm >= WALK_MAX_ROAD_KM) return null;
    return {
      mode,
      minutes: Math.max(1, Math.ceil((roadKm / WALK_KMH) * 60)),
      costMinor: 0,
      distanceKm: roundKm(roadKm),
    };
  }
  if (mode === 'transit') {
    const minutes = Math.ceil((roadKm / TRANSIT_KMH) * 60 + TRANSIT_EXTRA_MINUTES);
    return { mode, minutes, costMinor: fares.transitFareMinor * fares.travelers, distanceKm: roundKm(roadKm) };
  }
  const route = estimateRoute(from, to, departure);
  const cars = Math.ceil(fares.travelers / rideCapacities.economy);
  return {
    mode,
    minutes: route.minutes + RIDE_PICKUP_MINUTES,
    costMinor: fareFor('economy', route).total * cars,
    distanceKm: route.distanceKm,
  };
}

/**
 * The leg a traveller of this tier takes: a walk under 1.5 road km; otherwise transit on the budget
 * and moderate tiers (a ride on moderate when it saves 20 minutes or more), a ride on luxury tiers.
 */
export function chooseLeg(from: LatLon, to: LatLon, departure: Minute, tier: BudgetTier, fares: FareContext): Leg {
  const walk = legBy('walk', from, to, departure, fares);
  if (walk) return walk;
  if (tier === 'luxury' || tier === 'ultra-luxury') return legBy('ride', from, to, departure, fares)!;
  const transit = legBy('transit', from, to, departure, fares)!;
  if (tier === 'budget') return transit;
  const ride = legBy('ride', from, to, departure, fares)!;
  return transit.minutes - ride.minutes >= RIDE_WORTH_MINUTES ? ride : transit;
}
