import { describe, expect, it } from 'vitest';
import type { PlanningDestination } from '@escazo/contracts/planning';
import { folded, matchDestinations } from './destination-match.ts';

const destination = (name: string, country: string) => ({ id: folded(name), name, country }) as PlanningDestination;
const all = [
  destination('Kraków', 'Poland'),
  destination('Paris', 'France'),
  destination('Osaka', 'Japan'),
  destination('Tokyo', 'Japan'),
];

describe('matchDestinations', () => {
  it('matches names without accents or case, then countries', () => {
    expect(matchDestinations(all, 'krakow').map((d) => d.name)).toEqual(['Kraków']);
    expect(matchDestinations(all, 'JAPAN').map((d) => d.name)).toEqual(['Osaka', 'Tokyo']);
    expect(matchDestinations(all, 'o').map((d) => d.name)).toEqual(['Kraków', 'Osaka', 'Tokyo']);
  });

  it('lists the first ones for empty text, up to the limit', () => {
    expect(matchDestinations(all, '  ', 2).map((d) => d.name)).toEqual(['Kraków', 'Paris']);
    expect(matchDestinations(all, 'zzz')).toEqual([]);
  });
});
