import { describe, expect, it } from 'vitest';
import { loadReferenceData } from './index.ts';
import { nearestTimeZone } from './zone.ts';

describe('nearestTimeZone', () => {
  it("gives a place the zone of its country's nearest airport", () => {
    const { airports } = loadReferenceData();
    expect(nearestTimeZone(airports, { lat: 25.77, lon: -80.19, country: 'US' })).toBe('America/New_York');
    expect(nearestTimeZone(airports, { lat: 50.9, lon: -1.4, country: 'GB' })).toBe('Europe/London');
    expect(nearestTimeZone(airports, { lat: -33.86, lon: 151.2, country: 'AU' })).toBe('Australia/Sydney');
    expect(nearestTimeZone(airports, { lat: 47.6, lon: -122.33, country: 'US' })).toBe('America/Los_Angeles');
    // Tijuana's nearest airport is San Diego's; its own country's is Tijuana's.
    expect(nearestTimeZone(airports, { lat: 32.53, lon: -117.04, country: 'MX' })).toBe('America/Tijuana');
  });
});
