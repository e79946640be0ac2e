import { describe, expect, it } from 'vitest';
import { buildRideCatalogue } from './catalogue.ts';
import { findRideCity } from './lookup.ts';
import { searchPlaces, searchRideCities } from './search.ts';
import { realInventoryInput } from './test-inventory.ts';

const catalogue = buildRideCatalogue(realInventoryInput());
const names = (places: { name: string }[]) => places.map((place) => place.name);

describe('place search within a city', () => {
  it('finds airports by code and by a word of their name, the airport before its desks', () => {
    const byCode = searchPlaces(catalogue, 'FR-paris', 'cdg');
    expect(byCode[0]?.id).toBe('a:CDG');
    expect(byCode.slice(1).every((place) => place.kind === 'car-desk')).toBe(true);
    expect(searchPlaces(catalogue, 'FR-paris', 'CHARLES')[0]?.id).toBe('a:CDG');
    expect(searchPlaces(catalogue, 'FR-paris', 'charles de g')[0]?.id).toBe('a:CDG');
    expect(searchPlaces(catalogue, 'GB-london', 'heath')[0]?.id).toBe('a:LHR');
  });

  it('ignores accents and case, matching word prefixes', () => {
    expect(names(searchPlaces(catalogue, 'BR-sao-paulo', 'estacao da'))).toContain('Estação da Luz');
    expect(searchPlaces(catalogue, 'TR-istanbul', 'TUPRAS')[0]?.name).toBe('Tüpraş Stadium');
    expect(searchPlaces(catalogue, 'GB-london', 'wemb')[0]?.name).toBe('Wembley Stadium');
    expect(searchPlaces(catalogue, 'GB-london', 'xyzzy')).toEqual([]);
  });

  it('ranks landmarks before hotels and finds a landmark by what it is', () => {
    const hits = searchPlaces(catalogue, 'GB-london', 'hospital', 20);
    expect(hits[0]?.name).toBe("St Thomas' Hospital");
    // A hotel whose name starts with the word ("Station House Tokyo") is a name-prefix match and ranks
    // first; among the word matches the landmark comes before the hotels.
    const station = searchPlaces(catalogue, 'JP-tokyo', 'station', 20);
    const landmark = station.findIndex((place) => place.kind === 'landmark');
    expect(station[landmark]?.landmarkKind).toBe('station');
    expect(station.slice(landmark).every((place) => !place.name.toLowerCase().startsWith('station'))).toBe(true);
  });

  it('finds hotels and car desks by name', () => {
    const london = findRideCity(catalogue, 'GB-london')!;
    const hotel = london.places.find((place) => place.kind === 'hotel')!;
    expect(searchPlaces(catalogue, 'GB-london', hotel.name, 50).map((place) => place.id)).toContain(hotel.id);
    expect(searchPlaces(catalogue, 'GB-london', 'desk').every((place) => place.kind === 'car-desk')).toBe(true);
  });

  it('answers empty text with the centre, the airports and the landmarks, within the limit', () => {
    const empty = searchPlaces(catalogue, 'GB-london', '  ', 50);
    expect(empty[0]?.kind).toBe('centre');
    expect(new Set(empty.map((place) => place.kind))).toEqual(new Set(['centre', 'airport', 'landmark']));
    expect(empty).toHaveLength(1 + 6 + 6);
    expect(searchPlaces(catalogue, 'GB-london', '')).toHaveLength(8);
    expect(searchPlaces(catalogue, 'GB-london', 'hotel', 3)).toHaveLength(3);
    expect(searchPlaces(catalogue, 'XX-nowhere', 'cdg')).toEqual([]);
  });
});

describe('ride city search', () => {
  it('is accent-insensitive and prefers exact and prefix matches, larger cities first', () => {
    expect(searchRideCities(catalogue, 'zurich')[0]?.name).toBe('Zürich');
    expect(searchRideCities(catalogue, 'SAO')[0]?.name).toBe('São Paulo');
    expect(searchRideCities(catalogue, 'paris')[0]?.id).toBe('FR-paris');
    expect(searchRideCities(catalogue, 'new y')[0]?.id).toBe('US-new-york-city');
    expect(searchRideCities(catalogue, 'france').map((city) => city.country)).toEqual(
      expect.arrayContaining(['France']),
    );
  });

  it('lists the largest cities for empty text, up to the limit', () => {
    expect(searchRideCities(catalogue, '').map((city) => city.id)).toEqual(
      catalogue.cities.slice(0, 20).map((city) => city.id),
    );
    expect(searchRideCities(catalogue, '', 5)).toHaveLength(5);
  });
});
