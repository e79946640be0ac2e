import type { Airport, City, Country, ReferenceData } from '../reference/types.ts';

/**
 * Test data only: a small synthetic world (cities in both hemispheres and the tropics, with and
 * without airports) so generator and engine tests run in milliseconds without the real data.
 */
const NAMES = [
  'Avalon',
  'Brightwater',
  'Cedarport',
  'Dunmore',
  'Eastbay',
  'Fairhaven',
  'Glenrock',
  'Harborview',
  'Ironvale',
  'Juniper',
  'Kingsbridge',
  'Lakeshore',
  'Millbrook',
  'Northgate',
  'Oakridge',
  'Pinecrest',
  'Queensland Bay',
  'Riverton',
  'Southwick',
  'Thornbury',
  'Upton',
  'Valleyford',
  'Westmere',
  'Yarrow',
  'Zephyr Point',
  'Paris',
  'Saint-Étienne',
  'São Vicente',
  'Springfield',
  'Springdale',
];
const COUNTRIES: Country[] = [
  { code: 'AA', name: 'Northland', currency: 'USD', continent: 'Europe' },
  { code: 'BB', name: 'Southland', currency: 'USD', continent: 'Oceania' },
  { code: 'CC', name: 'Tropica', currency: 'USD', continent: 'Asia' },
  { code: 'FR', name: 'France', currency: 'EUR', continent: 'Europe' },
];

export function fixtureReference(cityCount = NAMES.length): Pick<ReferenceData, 'cities' | 'countries' | 'airports'> {
  const cities: City[] = [];
  const airports: Airport[] = [];
  for (let i = 0; i < Math.min(cityCount, NAMES.length); i++) {
    const name = NAMES[i]!;
    const country = name === 'Paris' || name === 'Saint-Étienne' ? 'FR' : (['AA', 'BB', 'CC'][i % 3] as string);
    const lat =
      country === 'FR'
        ? 46 + (i % 3)
        : country === 'AA'
          ? 40 + (i % 20)
          : country === 'BB'
            ? -30 - (i % 15)
            : -10 + (i % 20);
    const lon = -120 + i * 8;
    const iata =
      i % 4 === 3 ? null : `X${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`;
    if (iata)
      airports.push({
        iata,
        name: `${name} International Airport`,
        city: name,
        country,
        lat: lat + 0.1,
        lon: lon + 0.1,
        timeZone: 'UTC',
        size: 3,
      });
    cities.push({
      id: `${country}-${name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
      name,
      country,
      lat,
      lon,
      population: 100_000 + ((i * 7919) % 30) * 250_000,
      airports: iata ? [iata] : [],
    });
  }
  return { cities, countries: COUNTRIES, airports };
}
