/**
 * The whole lodging inventory as the server generates it (real reference data, default options,
 * the server's seed) reads as believable: checked over every hotel, room and stay, not a sample.
 */
import { describe, expect, it } from 'vitest';
import { loadReferenceData } from '../reference/index.ts';
import { generateStays } from '../stays/generate.ts';
import { addressFormKey } from './addresses.ts';
import { COASTAL_WORDS } from './areas.ts';
import { isCoastal } from './coast.ts';
import { CHAIN_RATE_GAP, generateHotels, leadRate } from './generate.ts';
import { roomIsConsistent, stayIsConsistent } from './occupancy.ts';
import { cityPlace } from './place.ts';
import { KNOWLEDGE_BASE_CITY_IDS, TOURIST_CITY_IDS } from './tourism.ts';
import { DO_NOT_TRAVEL_COUNTRIES, isDoNotTravel } from './travel-advisories.ts';
import type { LodgingCity } from './types.ts';

/** DEFAULT_INVENTORY_SEED of apps/server/src/modules/inventory/in-memory.ts. */
const SERVER_SEED = 20261122;
const ref = loadReferenceData();
const hotels = generateHotels(ref, { seed: SERVER_SEED });
const stays = generateStays(ref, { seed: SERVER_SEED });
const cities = new Map([...hotels.cities, ...stays.cities].map((city) => [city.id, city]));
const cityOf = (id: string): LodgingCity => cities.get(id)!;

/** The street part of an address ("…, City" removed) in each form of addresses.ts. */
const ADDRESS_FORMS: Record<string, RegExp> = {
  en: /^\d+ [A-Z][a-z]+ (Street|Road)$/,
  'en-US': /^\d+ [A-Z][a-z]+ (Street|Avenue)$/,
  hi: /^\d+ [A-Z][A-Za-z ]+ (Road|Street)$/,
  fr: /^\d+ (rue|avenue|boulevard|place) [\p{L} '’-]+$/u,
  'fr-MA': /^\d+ (rue|avenue|boulevard) [\p{L} '’-]+$/u,
  'fr-TN': /^\d+ (rue|avenue|boulevard) [\p{L} '’-]+$/u,
  'fr-DZ': /^\d+ (rue|avenue|boulevard) [\p{L} '’-]+$/u,
  'fr-CA': /^\d+ (rue|avenue|boulevard) [\p{L} '’-]+$/u,
  es: /^(Calle|Avenida|Plaza|Paseo|Gran Vía)[\p{L} ]* \d+$/u,
  'es-419': /^(Calle|Avenida)[\p{L} ]+ \d+$/u,
  ca: /^(Carrer|Passeig|Rambla)[\p{L} ]+, \d+$/u,
  pt: /^(Rua|Avenida)[\p{L}\d ]+, \d+$/u,
  'pt-BR': /^(Rua|Avenida)[\p{L} ]+, \d+$/u,
  it: /^(Via|Corso)[\p{L}IVX ]+, \d+$/u,
  de: /^[\p{L}]+(straße|strasse|platz) \d+$/u,
  nl: /^[\p{L} ]+(straat|laan) \d+$/u,
  da: /^[\p{L}]+(gade|et) \d+$/u,
  sv: /^[\p{L}]+gatan \d+$/u,
  nb: /^[\p{L} ]+(gata|gate) \d+$/u,
  fi: /^[\p{L}]+(katu|tori) \d+$/u,
  pl: /^ul\. [\p{L} I]+ \d+$/u,
  cs: /^[\p{L}]+ \d+$/u,
  sk: /^[\p{L} ]+ \d+$/u,
  hu: /^[\p{L} -]+ (utca|út|tér) \d+\.$/u,
  ro: /^(Strada|Bulevardul|Calea) [\p{L} ]+ \d+$/u,
  el: /^[A-Z][A-Za-z ]+ \d+$/,
  tr: /^[\p{L} ]+ (Caddesi|Bulvarı|Sokak) No: \d+$/u,
  id: /^Jl\. [A-Za-z ]+ No\. \d+$/,
  ms: /^\d+ Jalan [A-Za-z ]+$/,
  vi: /^\d+ [\p{L} ]+$/u,
  th: /^\d+ Thanon [A-Za-z ]+$/,
  zh: /^No\. \d+ [A-Z][a-z]+ Road$/,
  'zh-TW': /^No\. \d+, [A-Z][a-z]+ Road$/,
  ko: /^[A-Z][a-z]+-(ro|daero) \d+$/,
  ja: /^\d-\d{1,2}-\d{1,2} [\p{L}-]+$/u,
  ar: /^\d+ Al [A-Z][a-z]+ Street$/,
};

describe('the lodging inventory the server generates', () => {
  it('gives every hotel and stay a name unique within its city', () => {
    const hotelKeys = hotels.hotels.map((h) => `${h.cityId}|${h.name}`);
    expect(new Set(hotelKeys).size).toBe(hotelKeys.length);
    const stayKeys = stays.stays.map((s) => `${s.cityId}|${s.title}`);
    expect(new Set(stayKeys).size).toBe(stayKeys.length);
  });

  it('writes every address in the form of its city’s language', () => {
    const wrong = hotels.hotels.filter((hotel) => {
      const city = cityOf(hotel.cityId);
      const form = addressFormKey(cityPlace(city).language, city.country);
      const suffix = `, ${city.name}`;
      return !hotel.address.endsWith(suffix) || !ADDRESS_FORMS[form]!.test(hotel.address.slice(0, -suffix.length));
    });
    expect(wrong.map((h) => `${h.id}: ${h.address}`)).toEqual([]);
    const addressesIn = (cityId: string) => hotels.hotels.filter((h) => h.cityId === cityId).map((h) => h.address);
    for (const address of addressesIn('FR-paris'))
      expect(address).toMatch(/^\d+ (rue|avenue|boulevard|place) .*, Paris$/);
    for (const address of addressesIn('ES-madrid'))
      expect(address).toMatch(/^(Calle|Avenida|Plaza|Paseo|Gran Vía).* \d+, Madrid$/);
    for (const address of addressesIn('DE-berlin')) expect(address).toMatch(/^\S+(straße|platz) \d+, Berlin$/);
    for (const address of addressesIn('US-chicago')) expect(address).toMatch(/^\d+ .* (Street|Avenue), Chicago$/);
  });

  it('uses no words of the sea in an inland city (Natural Earth coast)', () => {
    for (const id of ['FR-paris', 'ES-madrid', 'DE-berlin']) expect(cityPlace(cityOf(id)).coastal, id).toBe(false);
    for (const id of ['ES-barcelona', 'PT-lisbon']) expect(cityPlace(cityOf(id)).coastal, id).toBe(true);
    const inland = (cityId: string) => !cityPlace(cityOf(cityId)).coastal;
    const seaside = [
      ...hotels.hotels
        .filter((h) => inland(h.cityId))
        .filter((h) => COASTAL_WORDS.test(`${h.name} ${h.address}`) || h.amenities.includes('beach-access'))
        .map((h) => `${h.name}, ${h.address}`),
      ...stays.stays.filter((s) => inland(s.cityId) && COASTAL_WORDS.test(s.title)).map((s) => s.title),
    ];
    expect(seaside).toEqual([]);
    // Coastal cities do get them.
    expect(stays.stays.some((s) => !inland(s.cityId) && COASTAL_WORDS.test(s.title))).toBe(true);
  });

  it('rents no villa in an inland city of a million people or more', () => {
    const villas = stays.stays.filter((s) => s.type === 'villa');
    const bigInland = villas.filter((s) => {
      const city = cityOf(s.cityId);
      return city.population >= 1_000_000 && !cityPlace(city).coastal;
    });
    expect(bigInland.map((s) => s.title)).toEqual([]);
    expect(villas.length).toBeGreaterThan(0);
  });

  it('keeps beds, baths and guests consistent in every stay and hotel room', () => {
    expect(stays.stays.filter((stay) => !stayIsConsistent(stay)).map((s) => s.id)).toEqual([]);
    const rooms = hotels.hotels.flatMap((hotel) => hotel.roomTypes);
    expect(rooms.filter((room) => !roomIsConsistent(room)).map((r) => r.id)).toEqual([]);
  });

  it('offers nothing where a "Do Not Travel" advisory stands, and every destination guide’s city', () => {
    const all = [...hotels.cities, ...stays.cities];
    expect(all.filter(isDoNotTravel).map((c) => c.id)).toEqual([]);
    const countries = new Set([...hotels.hotels, ...stays.stays.map((s) => cityOf(s.cityId))].map((x) => x.country));
    expect([...DO_NOT_TRAVEL_COUNTRIES].filter((code) => countries.has(code))).toEqual([]);
    for (const id of ['AF-kabul', 'IQ-mosul', 'MX-acapulco-de-juarez'])
      expect(all.some((c) => c.id === id)).toBe(false);
    const hotelCities = new Set(hotels.hotels.map((h) => h.cityId));
    const stayCities = new Set(stays.stays.map((s) => s.cityId));
    expect(KNOWLEDGE_BASE_CITY_IDS.filter((id) => !hotelCities.has(id) || !stayCities.has(id))).toEqual([]);
  });

  it('prices a chain’s hotels in different cities differently', () => {
    const byName = new Map<string, number[]>();
    for (const hotel of hotels.hotels)
      byName.set(hotel.name, [...(byName.get(hotel.name) ?? []), leadRate(hotel.roomTypes)]);
    const chains = [...byName].filter(([, rates]) => rates.length > 1);
    expect(chains.length).toBeGreaterThan(100);
    const clashes = chains.filter(([, rates]) =>
      rates.some((a, i) => rates.some((b, j) => i !== j && Math.abs(a - b) < CHAIN_RATE_GAP * 100)),
    );
    expect(clashes.map(([name]) => name)).toEqual([]);
  });

  it('rates rentals believably: well-reviewed ones mostly 4.2-4.9, few perfect scores', () => {
    const reviewed = stays.stays.filter((s) => s.reviewCount >= 100);
    expect(reviewed.filter((s) => s.rating >= 4.2 && s.rating <= 4.9).length / reviewed.length).toBeGreaterThan(0.9);
    expect(stays.stays.filter((s) => s.rating === 5).length / stays.stays.length).toBeLessThan(0.1);
    const fewReviews = stays.stays.filter((s) => s.reviewCount < 10).map((s) => s.rating);
    // Fewer reviews, wider spread.
    expect(Math.max(...fewReviews) - Math.min(...fewReviews)).toBeGreaterThan(0.8);
  });

  it('takes every destination guide of the knowledge base as a tourist city', () => {
    expect(KNOWLEDGE_BASE_CITY_IDS.length).toBeGreaterThanOrEqual(60);
    expect(KNOWLEDGE_BASE_CITY_IDS.filter((id) => !TOURIST_CITY_IDS.has(id))).toEqual([]);
  });

  it('decides the coast from the map', () => {
    expect(isCoastal(43.3, 5.37)).toBe(true); // Marseille
    expect(isCoastal(48.85, 2.35)).toBe(false); // Paris
  });
});
