import { describe, expect, it } from 'vitest';
import { AIRLINE_CORRECTIONS, loadAirlines } from './airlines.ts';
import { loadAirports } from './airports.ts';
import { loadCities } from './cities.ts';
import { loadCountries } from './countries.ts';
import { greatCircleKm } from './geo.ts';
import {
  airlineByIata,
  airportByIata,
  airportCatchment,
  citiesByAirport,
  cityById,
  countryByCode,
  loadReferenceData,
} from './index.ts';
import { rawCities } from './raw.ts';
import { foldName, slugify } from './text.ts';

const data = loadReferenceData();

function sortedUnique(values: string[]): boolean {
  for (let i = 1; i < values.length; i++) if (!(values[i - 1]! < values[i]!)) return false;
  return true;
}

describe('reference data', () => {
  it('has the promised counts', () => {
    expect(data.airports.length).toBeGreaterThanOrEqual(1500);
    expect(data.airlines.length).toBeGreaterThanOrEqual(100);
    expect(data.cities.filter((c) => c.airports.length > 0).length).toBeGreaterThanOrEqual(500);
    expect(data.countries.length).toBeGreaterThanOrEqual(240);
  });

  it('has unique, sorted codes and ids', () => {
    expect(sortedUnique(data.airports.map((a) => a.iata))).toBe(true);
    expect(sortedUnique(data.airlines.map((a) => a.iata))).toBe(true);
    expect(sortedUnique(data.cities.map((c) => c.id))).toBe(true);
    expect(sortedUnique(data.countries.map((c) => c.code))).toBe(true);
  });

  it('gives every airport a valid IANA time zone, coordinates, a known country and a size', () => {
    const countries = new Set(data.countries.map((c) => c.code));
    for (const a of data.airports) {
      expect(a.iata).toMatch(/^[A-Z]{3}$/);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: a.timeZone }), `${a.iata} ${a.timeZone}`).not.toThrow();
      expect(Math.abs(a.lat) <= 90 && Math.abs(a.lon) <= 180, a.iata).toBe(true);
      expect(countries.has(a.country), `${a.iata} ${a.country}`).toBe(true);
      expect([1, 2, 3, 4, 5]).toContain(a.size);
      expect(a.name.length > 0 && a.city.length > 0, a.iata).toBe(true);
    }
    // Every size is used, and the biggest hubs are among the size-5 airports.
    expect(new Set(data.airports.map((a) => a.size)).size).toBe(5);
    for (const hub of ['LHR', 'CDG', 'JFK', 'HND', 'DEL']) expect(airportByIata(hub)?.size).toBe(5);
    expect(airportByIata('LHR')).toMatchObject({ city: 'London', country: 'GB', timeZone: 'Europe/London' });
    expect(airportCatchment('LHR')).toBeGreaterThan(airportCatchment('BRS'));
  });

  it('gives cities stable ids, real populations and nearby airports', () => {
    const airports = new Map(data.airports.map((a) => [a.iata, a]));
    const countries = new Set(data.countries.map((c) => c.code));
    for (const c of data.cities) {
      expect(c.id.startsWith(`${c.country}-${slugify(c.name)}`), c.id).toBe(true);
      expect(c.id).toMatch(/^[A-Z]{2}-[a-z0-9-]+$/);
      expect(c.population).toBeGreaterThanOrEqual(100_000);
      expect(countries.has(c.country), c.id).toBe(true);
      expect(new Set(c.airports).size).toBe(c.airports.length);
      for (const code of c.airports) {
        const a = airports.get(code);
        expect(a, `${c.id} ${code}`).toBeDefined();
        expect(greatCircleKm(c.lat, c.lon, a!.lat, a!.lon)).toBeLessThanOrEqual(100);
      }
    }
    expect(cityById('GB-london')?.airports).toEqual(expect.arrayContaining(['LHR', 'LGW', 'STN', 'LTN', 'LCY']));
    expect(cityById('FR-paris')?.airports).toEqual(expect.arrayContaining(['CDG', 'ORY']));
    expect(cityById('BR-sao-paulo')?.airports).toEqual(expect.arrayContaining(['GRU', 'CGH']));
    expect(cityById('US-new-york-city')?.airports).toEqual(expect.arrayContaining(['JFK', 'LGA', 'EWR']));
    expect(citiesByAirport('lhr')[0]?.id).toBe('GB-london');
    expect(citiesByAirport('XXX')).toEqual([]);
  });

  it('applies the curated airline corrections', () => {
    const codes = new Set(data.airlines.map((a) => a.iata));
    for (const fix of AIRLINE_CORRECTIONS) {
      if (fix.action === 'remove') expect(codes.has(fix.iata), `${fix.iata} ${fix.name}`).toBe(false);
      else expect(airlineByIata(fix.iata)).toEqual({ iata: fix.iata, name: fix.name, country: fix.country });
    }
    for (const gone of ['9W', 'AB', 'ZB', 'WW', 'MT', 'BE']) expect(codes.has(gone)).toBe(false);
    expect(airlineByIata('AZ')?.name).toBe('ITA Airways');
    expect(airlineByIata('BA')).toEqual({ iata: 'BA', name: 'British Airways', country: 'GB' });
    expect(airlineByIata('LH')?.name).toBe('Lufthansa'); // not its cargo arm
    for (const a of data.airlines) {
      expect(a.iata).toMatch(/^[A-Z0-9]{2}$/);
      expect(a.name).not.toMatch(/cargo/i);
    }
  });

  it('maps countries to a currency and a continent', () => {
    expect(countryByCode('fr')).toEqual({ code: 'FR', name: 'France', currency: 'EUR', continent: 'Europe' });
    expect(countryByCode('US')?.currency).toBe('USD');
    for (const c of data.countries) {
      expect(c.currency).toMatch(/^[A-Z]{3}$/);
      expect(['Africa', 'Antarctica', 'Asia', 'Europe', 'North America', 'Oceania', 'South America']).toContain(
        c.continent,
      );
    }
  });

  it('is memoised and deterministic', () => {
    expect(loadReferenceData()).toBe(data);
    const raw = rawCities();
    const again = loadAirports(raw);
    expect(again.airports).toEqual(data.airports);
    expect(loadCities(raw, again.airports)).toEqual(data.cities);
    expect(loadAirlines()).toEqual(data.airlines);
    expect(loadCountries()).toEqual(data.countries);
  });

  it('folds names for ids', () => {
    expect(foldName('São Paulo')).toBe('sao paulo');
    expect(slugify('Cox’s Bāzār')).toBe('coxs-bazar');
    expect(slugify('Łódź')).toBe('lodz');
    expect(greatCircleKm(51.4775, -0.461389, 49.0097, 2.5479)).toBeCloseTo(347, -1);
  });
});
