import { pickLodgingCities } from '@escazo/inventory/hotels';
import { loadReferenceData } from '@escazo/inventory';
import { describe, expect, it } from 'vitest';
import raw from '../../data/landmarks.json' with { type: 'json' };
import { greatCircleKm } from '../geo.ts';
import { bundledLandmarks, parseLandmarkFile } from './landmarks.ts';
import { landmarkKinds } from './types.ts';

const lodgingCities = pickLodgingCities(loadReferenceData(), 600);
const citiesById = new Map(lodgingCities.map((city) => [city.id, city]));
const landmarks = bundledLandmarks();

describe('curated landmarks (data/landmarks.json)', () => {
  it('covers at least the 50 most populous ride cities, plus big travel cities, keyed by the inventory city id', () => {
    const largest = [...lodgingCities]
      .sort((a, b) => b.population - a.population)
      .slice(0, 50)
      .map((city) => city.id);
    expect(Object.keys(landmarks)).toEqual(expect.arrayContaining(largest));
    for (const travelCity of ['FR-paris', 'US-los-angeles', 'ES-barcelona', 'AE-dubai'])
      expect(landmarks[travelCity], travelCity).toBeDefined();
    for (const [cityId, entry] of Object.entries(landmarks)) {
      expect(citiesById.get(cityId)?.name, cityId).toBe(entry.city);
    }
  });

  it('places every landmark within 30 km of its city, at 4-decimal precision', () => {
    for (const [cityId, entry] of Object.entries(landmarks)) {
      const city = citiesById.get(cityId)!;
      for (const landmark of entry.landmarks) {
        const km = greatCircleKm(city, landmark);
        expect(km, `${cityId}: ${landmark.name} is ${km.toFixed(1)} km out`).toBeLessThanOrEqual(30);
        for (const value of [landmark.lat, landmark.lon])
          expect(Math.abs(value * 1e4 - Math.round(value * 1e4))).toBeLessThan(1e-6);
      }
    }
  });

  it('has at most one landmark of each kind per city, with distinct names, and nearly all six kinds', () => {
    let total = 0;
    for (const [cityId, entry] of Object.entries(landmarks)) {
      const kinds = entry.landmarks.map((landmark) => landmark.kind);
      expect(new Set(kinds).size, cityId).toBe(kinds.length);
      expect(new Set(entry.landmarks.map((landmark) => landmark.name)).size, cityId).toBe(kinds.length);
      expect(kinds.length, cityId).toBeGreaterThanOrEqual(3);
      total += kinds.length;
    }
    expect(total).toBeGreaterThanOrEqual(Object.keys(landmarks).length * landmarkKinds.length * 0.9);
  });

  it('refuses a malformed file', () => {
    expect(parseLandmarkFile(raw)).toEqual(landmarks);
    expect(() =>
      parseLandmarkFile({
        'FR-paris': { city: 'Paris', landmarks: [{ kind: 'castle', name: 'Louvre', lat: 48.86, lon: 2.34 }] },
      }),
    ).toThrow(/kind/);
    expect(() =>
      parseLandmarkFile({
        'FR-paris': { city: 'Paris', landmarks: [{ kind: 'station', name: 'Gare du Nord', lat: 148, lon: 2.35 }] },
      }),
    ).toThrow(/coordinates/);
    expect(() => parseLandmarkFile([])).toThrow();
  });
});
