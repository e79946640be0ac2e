import { describe, expect, it } from 'vitest';
import { LABEL_RADIUS_KM } from './airport-city.ts';
import { townIndex } from './airports.ts';
import { airportByIata, loadReferenceData } from './index.ts';
import { rawCities } from './raw.ts';

const { names } = townIndex(rawCities());

describe('airport city labels', () => {
  it('labels far-away secondary airports with their own town, metro airports with the metro', () => {
    expect(airportByIata('PSM')?.city).toBe('Portsmouth');
    for (const code of ['LHR', 'STN', 'LTN', 'LGW', 'LCY']) expect(airportByIata(code)?.city, code).toBe('London');
    for (const code of ['CDG', 'ORY', 'BVA']) expect(airportByIata(code)?.city, code).toBe('Paris');
    expect(airportByIata('EWR')?.city).toBe('New York City');
    expect(airportByIata('DCA')?.city).toBe('Washington');
    expect(airportByIata('RFD')?.city).toBe('Rockford');
  });

  it('places every measurable label within the radius of the airport', () => {
    let far = 0;
    for (const a of loadReferenceData().airports) {
      // Names GeoNames does not know in the country cannot be measured (islands, regions).
      if (!names.knows(a.country, a.city)) continue;
      const km = names.nearestNamed(a.country, a.city, a.lat, a.lon);
      if (km <= LABEL_RADIUS_KM) continue;
      // A far label is kept only when no town of the country is near enough to replace it.
      expect(names.nearestTown(a.country, a.lat, a.lon, LABEL_RADIUS_KM, 0), `${a.iata} ${a.city}`).toBeUndefined();
      far++;
    }
    expect(far).toBeLessThan(10);
  });
});
