import { ridePopularDestinations, ridePopularPickups } from '@escazo/contracts/ride-options';
import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../geo.ts';
import { buildRideCatalogue } from './catalogue.ts';
import { findRideCity } from './lookup.ts';
import { resolveShortcut, resolveShortcuts } from './shortcuts.ts';
import { realInventoryInput } from './test-inventory.ts';

const catalogue = buildRideCatalogue(realInventoryInput());

describe('popular location shortcuts', () => {
  it('resolves all eight for a large city to its real places', () => {
    const london = findRideCity(catalogue, 'GB-london')!;
    const shortcuts = resolveShortcuts(london);
    expect(shortcuts.map((shortcut) => shortcut.label)).toEqual([...ridePopularPickups, ...ridePopularDestinations]);
    const byLabel = Object.fromEntries(shortcuts.map((shortcut) => [shortcut.label, shortcut.place]));
    expect(byLabel['Airport']?.id).toBe('a:LHR');
    expect(byLabel['Downtown']?.id).toBe('c:GB-london');
    expect(byLabel['Hotel District']?.kind).toBe('hotel');
    expect(byLabel['Convention Center']?.name).toBe('ExCeL London');
    expect(byLabel['Shopping Mall']?.name).toBe('Westfield London');
    expect(byLabel['University']?.name).toBe('University College London');
    expect(byLabel['Medical Center']?.name).toBe("St Thomas' Hospital");
    expect(byLabel['Sports Arena']?.name).toBe('Wembley Stadium');
    for (const shortcut of shortcuts) expect(shortcut.place?.cityId).toBe('GB-london');
  });

  it('picks the busiest of equally large airports and the hotel nearest the hotels’ centroid', () => {
    const paris = findRideCity(catalogue, 'FR-paris')!;
    expect(resolveShortcut(paris, 'Airport')?.id).toBe('a:CDG');
    const hotels = paris.places.filter((place) => place.kind === 'hotel');
    const centroid = {
      lat: hotels.reduce((s, h) => s + h.lat, 0) / hotels.length,
      lon: hotels.reduce((s, h) => s + h.lon, 0) / hotels.length,
    };
    const district = resolveShortcut(paris, 'Hotel District')!;
    for (const hotel of hotels)
      expect(greatCircleKm(centroid, district)).toBeLessThanOrEqual(greatCircleKm(centroid, hotel));
  });

  it('is null where a small city has no such place', () => {
    const small = catalogue.cities[catalogue.cities.length - 1]!;
    expect(resolveShortcut(small, 'Convention Center')).toBeNull();
    expect(resolveShortcut(small, 'Sports Arena')).toBeNull();
    expect(resolveShortcut(small, 'Downtown')?.kind).toBe('centre');
    const withoutAirport = catalogue.cities.find((city) => !city.places.some((place) => place.kind === 'airport'));
    if (withoutAirport) expect(resolveShortcut(withoutAirport, 'Airport')).toBeNull();
    // A large city missing one curated kind keeps the others.
    const nanchong = findRideCity(catalogue, 'CN-nanchong')!;
    expect(resolveShortcut(nanchong, 'Convention Center')).toBeNull();
    expect(resolveShortcut(nanchong, 'University')?.kind).toBe('landmark');
  });
});
