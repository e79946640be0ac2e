import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../imagery/random.ts';
import { addressFormKey, streetAddress } from './addresses.ts';
import { COASTAL_WORDS } from './areas.ts';
import { hotelName } from './names.ts';
import { uniqueName } from './unique-names.ts';

describe('names and addresses', () => {
  it('never repeats a name in a city, whatever the draws', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Hotel Atlas', 'The Oak Inn', 'Hotel Ivory'), { minLength: 1, maxLength: 40 }),
        (draws) => {
          const taken = new Set<string>();
          let next = 0;
          const names = draws.map(() => uniqueName(() => draws[next++ % draws.length]!, taken, 3).name);
          expect(new Set(names).size).toBe(names.length);
        },
      ),
      { seed: 5102, numRuns: 200 },
    );
  });

  it('names inland hotels without words of the sea', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 5 }), (seed, stars) => {
        expect(hotelName(seededRng(seed, 'name'), stars, 'Madrid', false)).not.toMatch(COASTAL_WORDS);
      }),
      { seed: 5103, numRuns: 300 },
    );
  });

  it('writes addresses in the language’s form', () => {
    const address = (language: string, country: string, city: string) =>
      streetAddress(seededRng(1, `${language}${country}`), language, country, city);
    expect(address('fr', 'FR', 'Lyon')).toMatch(/^\d+ (rue|avenue|boulevard|place) .+, Lyon$/);
    expect(address('es', 'ES', 'Madrid')).toMatch(/^(Calle|Avenida|Plaza|Paseo|Gran Vía).* \d+, Madrid$/);
    expect(address('es', 'MX', 'Puebla')).toMatch(/^(Calle|Avenida) .+ \d+, Puebla$/);
    expect(address('pt', 'PT', 'Porto')).toMatch(/^(Rua|Avenida) .+, \d+, Porto$/);
    expect(address('it', 'IT', 'Milan')).toMatch(/^(Via|Corso) .+, \d+, Milan$/);
    expect(address('de', 'DE', 'Berlin')).toMatch(/^\S+(straße|platz) \d+, Berlin$/);
    expect(address('de', 'CH', 'Zürich')).not.toContain('ß');
    expect(address('nl', 'NL', 'Utrecht')).toMatch(/^.+(straat|laan) \d+, Utrecht$/);
    expect(address('en', 'US', 'Denver')).toMatch(/^\d+ .+ (Street|Avenue), Denver$/);
    expect(address('ja', 'JP', 'Osaka')).toMatch(/^\d-\d+-\d+ \S+, Osaka$/);
    expect(addressFormKey('xx', 'ZZ')).toBe('en');
  });
});
