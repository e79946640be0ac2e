import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERESTS } from '@escazo/contracts/planning-options';
import { DESTINATIONS_DIR, loadDestinations } from './load.ts';
import { destinationProblems } from './validate.ts';

const files = readdirSync(DESTINATIONS_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort();

describe('the knowledge base', () => {
  it('has at least 60 destinations', () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
  });

  it.each(files)('%s holds every rule of a destination file', (file) => {
    const problems = destinationProblems(
      JSON.parse(readFileSync(join(DESTINATIONS_DIR, file), 'utf8')),
      basename(file, '.json'),
    );
    expect(problems).toEqual([]);
  });

  it('covers all twelve interests across its attractions and experiences', () => {
    const covered = new Set(
      loadDestinations().flatMap((d) => d.places.filter((p) => p.kind !== 'restaurant').flatMap((p) => p.tags)),
    );
    expect([...INTERESTS].filter((interest) => !covered.has(interest))).toEqual([]);
  });

  it('names each inventory city once', () => {
    const cities = loadDestinations().map((d) => d.cityId);
    expect(new Set(cities).size).toBe(cities.length);
  });
});

/** Shore places beyond the tropics that any month will do, so they carry no seasonMonths. */
const YEAR_ROUND_SHORE: Readonly<Record<string, string>> = {
  'miami/south-beach': 'the sea stays above about 22 °C all year',
  'miami/crandon-park-beach': 'the sea stays above about 22 °C all year',
  'miami/bill-baggs-cape-florida': 'the sea stays above about 22 °C all year, and the lighthouse is the other draw',
  'los-angeles/santa-monica-pier': 'the pier and its rides are the draw, not swimming',
  'los-angeles/venice-beach-boardwalk': 'a promenade of street life, not a swim',
  'los-angeles/santa-monica-surf-lesson': 'lessons run all year in wetsuits',
  'cape-town/muizenberg-surf-lesson': 'lessons run all year in wetsuits',
  'cape-town/boulders-beach-penguins': 'the penguin colony is there all year',
  'melbourne/st-kilda-beach-pier': 'the pier and its penguins are there all year',
  'melbourne/brighton-bathing-boxes': 'a photo stop, not a swim',
  'auckland/waiheke-island': 'vineyards and restaurants open all year',
  'san-francisco/baker-beach': 'a view of the bridge; the water is too cold to swim in any month',
  'tokyo/odaiba-seaside-park': 'swimming is not allowed; a waterfront park and sunset view',
  'dublin/sandycove-forty-foot': 'Dubliners swim here all year round',
};

describe('seasons and prices', () => {
  const destinations = loadDestinations();
  const places = destinations.flatMap((d) => d.places.map((place) => ({ key: `${d.id}/${place.id}`, d, place })));
  const place = (key: string) => places.find((p) => p.key === key)!.place;

  it('gives every beach (not a beach restaurant) beyond the tropics its season, unless it is known to be a year-round shore', () => {
    const missing = places
      .filter(({ d, place }) => Math.abs(d.lat) > 23.5 && place.kind !== 'restaurant' && place.tags.includes('Beaches'))
      .filter(({ key, place }) => place.seasonMonths === undefined && !(key in YEAR_ROUND_SHORE))
      .map(({ key }) => key);
    expect(missing).toEqual([]);
    for (const key of Object.keys(YEAR_ROUND_SHORE)) expect(place(key).seasonMonths, key).toBeUndefined();
  });

  it('leaves tropical beaches without a season, and sets beach seasons in the local summer away from the tropics', () => {
    for (const { key, d, place } of places.filter((p) => p.place.tags.includes('Beaches') && p.place.seasonMonths)) {
      const months = place.seasonMonths!;
      if (Math.abs(d.lat) <= 23.5) {
        expect(key).toBe('hong-kong/repulse-bay'); // the one tropical beach with a lifeguarded swimming season
        continue;
      }
      if (Math.abs(d.lat) < 30) continue; // desert coasts (Dubai) swim in the cooler months instead
      const [summer, winter] = d.lat > 0 ? [7, 1] : [1, 7];
      expect(months, key).toContain(summer);
      expect(months, key).not.toContain(winter);
    }
  });

  it('keeps seasons for restaurants out and covers the beaches, boats and walks that need one', () => {
    const seasonal = places.filter((p) => p.place.seasonMonths !== undefined);
    expect(seasonal.every((p) => p.place.kind !== 'restaurant')).toBe(true);
    expect(seasonal.length).toBeGreaterThanOrEqual(30);
    expect(place('barcelona/barceloneta-beach').seasonMonths).toEqual([6, 7, 8, 9]);
    expect(place('sydney/bondi-beach').seasonMonths).toEqual([1, 2, 3, 11, 12]);
    expect(place('bali/kuta-beach').seasonMonths).toBeUndefined();
    expect(place('reykjavik/northern-lights-tour').seasonMonths).not.toContain(6);
  });

  it('prices the Roman Forum with the Colosseum ticket that admits to it', () => {
    expect(place('rome/roman-forum-palatine').priceUsd).toBe(place('rome/colosseum').priceUsd);
    expect(place('rome/colosseum').priceUsd).toBeGreaterThan(0);
  });

  it('prices every place entered on a bundled ticket like the rest of its bundle', () => {
    const bundles = [
      { destination: 'siem-reap', marker: 'Angkor Pass', anchor: 'angkor-wat', atLeast: 8 },
      { destination: 'cusco', marker: 'tourist ticket', anchor: 'sacsayhuaman', atLeast: 5 },
      { destination: 'rome', marker: 'Colosseum combined ticket', anchor: 'colosseum', atLeast: 1 },
    ];
    for (const { destination, marker, anchor, atLeast } of bundles) {
      const inBundle = places.filter((p) => p.d.id === destination && p.place.description.includes(marker));
      expect(inBundle.length, marker).toBeGreaterThanOrEqual(atLeast);
      for (const { key, place: p } of inBundle)
        expect(p.priceUsd, key).toBe(place(`${destination}/${anchor}`).priceUsd);
    }
  });
});

describe('the validation', () => {
  const valid = () =>
    JSON.parse(readFileSync(join(DESTINATIONS_DIR, files[0]!), 'utf8')) as {
      places: Record<string, unknown>[];
      lat: number;
      lon: number;
    };

  it('refuses a place without hours', () => {
    const data = valid();
    delete data.places[0]!.hours;
    expect(destinationProblems(data).join('\n')).toMatch(/hours/);
  });

  it('refuses a place outside its city', () => {
    const data = valid();
    data.places[0]!.lat = data.lat + 1.5;
    expect(destinationProblems(data).join('\n')).toMatch(/outside/);
  });

  it('refuses a tag that is not an interest', () => {
    const data = valid();
    data.places[0]!.tags = ['Museums'];
    expect(destinationProblems(data).join('\n')).toMatch(/tags/);
  });

  it('refuses a place that is never open', () => {
    const data = valid();
    data.places[0]!.hours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect(destinationProblems(data).join('\n')).toMatch(/never open/);
  });

  it('refuses season months out of order, repeated or out of range, and on a restaurant', () => {
    const data = valid();
    const attraction = data.places.find((p) => p.kind !== 'restaurant')!;
    attraction.seasonMonths = [9, 6, 7];
    expect(destinationProblems(data).join('\n')).toMatch(/seasonMonths 9,6,7 are not strictly increasing/);
    attraction.seasonMonths = [6, 6, 7];
    expect(destinationProblems(data).join('\n')).toMatch(/not strictly increasing/);
    attraction.seasonMonths = [0, 13];
    expect(destinationProblems(data).join('\n')).toMatch(/seasonMonths/);
    attraction.seasonMonths = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    expect(destinationProblems(data).join('\n')).toMatch(/seasonMonths/);
    attraction.seasonMonths = [6, 7, 8];
    expect(destinationProblems(data)).toEqual([]);
    data.places.find((p) => p.kind === 'restaurant')!.seasonMonths = [6, 7, 8];
    expect(destinationProblems(data).join('\n')).toMatch(/a restaurant has no seasonMonths/);
  });

  it('refuses hours that close before they open', () => {
    const data = valid();
    data.places[0]!.hours = { mon: ['18:00-09:00'], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect(destinationProblems(data).join('\n')).toMatch(/opens before it closes/);
  });
});
