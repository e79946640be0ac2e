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

  it('refuses hours that close before they open', () => {
    const data = valid();
    data.places[0]!.hours = { mon: ['18:00-09:00'], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect(destinationProblems(data).join('\n')).toMatch(/opens before it closes/);
  });
});
