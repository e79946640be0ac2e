/** What the lodging generators know of a city's setting: address language, continent and coast. */
import { countries } from 'countries-list';
import type { CityPlace } from './areas.ts';
import { isCoastal } from './coast.ts';
import { addressLanguage } from './locale.ts';
import type { LodgingCity } from './types.ts';

export function cityPlace(city: LodgingCity): CityPlace {
  const country = (countries as Record<string, { continent: string } | undefined>)[city.country];
  return {
    language: addressLanguage(city),
    country: city.country,
    continent: country?.continent ?? '',
    coastal: isCoastal(city.lat, city.lon),
  };
}
