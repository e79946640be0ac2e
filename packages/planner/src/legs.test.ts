import { describe, expect, it } from 'vitest';
import { rideCapacities } from '@escazo/contracts/ride-options';
import { fareFor, greatCircleKm, estimateRoute, ROAD_FACTOR } from '@escazo/rides';
import { chooseLeg, legBy } from './legs.ts';
import { near } from './testing/fixtures.ts';

const fares = { travelers: 3, transitFareMinor: 250 };
const a = near(0, 0);
const close = near(0.5, 0.5);
const far = near(4, 3);

describe('travel legs', () => {
  it('walks at 4.5 km/h on road distance, free, at least a minute', () => {
    const roadKm = greatCircleKm(a, close) * ROAD_FACTOR;
    const walk = legBy('walk', a, close, 600, fares)!;
    expect(walk.minutes).toBe(Math.ceil((roadKm / 4.5) * 60));
    expect(walk.costMinor).toBe(0);
    expect(legBy('walk', a, { ...a }, 600, fares)!.minutes).toBe(1);
  });

  it('never walks 1.5 road km or more', () => {
    expect(legBy('walk', a, far, 600, fares)).toBeNull();
  });

  it('takes transit at 20 km/h plus 10 minutes, one fare per traveller', () => {
    const roadKm = greatCircleKm(a, far) * ROAD_FACTOR;
    const transit = legBy('transit', a, far, 600, fares)!;
    expect(transit.minutes).toBe(Math.ceil((roadKm / 20) * 60 + 10));
    expect(transit.costMinor).toBe(750);
  });

  it('prices rides with the ride engine, one economy car per four travellers, plus pick-up time', () => {
    const route = estimateRoute(a, far, 8 * 60);
    const small = legBy('ride', a, far, 8 * 60, fares)!;
    expect(small.minutes).toBe(route.minutes + 5);
    expect(small.costMinor).toBe(fareFor('economy', route).total);
    const party = legBy('ride', a, far, 8 * 60, { ...fares, travelers: rideCapacities.economy + 1 })!;
    expect(party.costMinor).toBe(2 * fareFor('economy', route).total);
  });

  it('chooses the mode by tier', () => {
    expect(chooseLeg(a, close, 600, 'luxury', fares).mode).toBe('walk');
    expect(chooseLeg(a, far, 600, 'budget', fares).mode).toBe('transit');
    expect(chooseLeg(a, far, 600, 'luxury', fares).mode).toBe('ride');
    expect(chooseLeg(a, far, 600, 'ultra-luxury', fares).mode).toBe('ride');
  });

  it('takes a ride on the moderate tier only when it saves 20 minutes', () => {
    // 5 km: transit ~30 min, a daytime ride ~21 min: transit.
    expect(chooseLeg(a, far, 12 * 60, 'moderate', fares).mode).toBe('transit');
    // 25 km: transit ~108 min, a ride ~45 min.
    expect(chooseLeg(a, near(20, 15), 12 * 60, 'moderate', fares).mode).toBe('ride');
  });
});
