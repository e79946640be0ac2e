/**
 * The language a city's street addresses and area names are written in: the first of its
 * country's languages in `countries-list`, except where addresses are written otherwise
 * (COUNTRY_OVERRIDES, CITY_OVERRIDES). Languages without a street form of their own here are
 * written in the English form (see addresses.ts).
 */
import { countries } from 'countries-list';

/** Where the first listed language is not the one addresses are written in. */
const COUNTRY_OVERRIDES: Record<string, string> = {
  ZA: 'en',
  IE: 'en',
  MT: 'en',
  HK: 'en',
  SG: 'en',
  PH: 'en',
  PK: 'en',
  LU: 'fr',
  // The Maghreb writes street addresses in French.
  MA: 'fr',
  DZ: 'fr',
  TN: 'fr',
  // Indian addresses are written in English (with Indian street names, see addresses.ts).
  IN: 'hi',
  AD: 'ca',
  NO: 'nb',
};

/** Cities whose language differs from their country's first one. */
const CITY_OVERRIDES: Record<string, string> = {
  'ES-barcelona': 'ca',
  'BE-brussels': 'fr',
  'BE-liege': 'fr',
  'BE-charleroi': 'fr',
  'BE-namur': 'fr',
  'CH-geneve': 'fr',
  'CH-lausanne': 'fr',
  'CA-montreal': 'fr',
  'CA-quebec': 'fr',
  'CA-laval': 'fr',
  'CA-gatineau': 'fr',
};

export function addressLanguage(city: { id: string; country: string }): string {
  const byCountry = (countries as Record<string, { languages: string[] } | undefined>)[city.country];
  return CITY_OVERRIDES[city.id] ?? COUNTRY_OVERRIDES[city.country] ?? byCountry?.languages[0] ?? 'en';
}
