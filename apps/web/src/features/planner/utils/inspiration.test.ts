import { describe, expect, it } from 'vitest';
import type { PlanningDestination } from '@escazo/contracts/planning';
import { pickInspiration } from './inspiration.ts';

const destination = (id: string): PlanningDestination =>
  ({
    id,
    name: id.toUpperCase(),
    country: 'X',
    image: `/media/${id}.svg`,
    interests: ['Art', 'Food', 'Culture', 'History'],
    guide: `${id} is lovely. More text.`,
  }) as PlanningDestination;

describe('pickInspiration', () => {
  it('puts the featured destinations first and fills up to eight', () => {
    const picked = pickInspiration(
      ['amsterdam', 'bangkok', 'chicago', 'kyoto', 'london', 'munich', 'osaka', 'paris', 'seoul', 'tokyo'].map(
        destination,
      ),
    );
    expect(picked.map((d) => d.id)).toEqual([
      'paris',
      'kyoto',
      'bangkok',
      'amsterdam',
      'chicago',
      'london',
      'munich',
      'osaka',
    ]);
  });

  it("shows three tags and the guide's first sentence", () => {
    expect(pickInspiration([destination('paris')])[0]).toEqual({
      id: 'paris',
      name: 'PARIS',
      country: 'X',
      image: '/media/paris.svg',
      tags: ['Art', 'Food', 'Culture'],
      description: 'paris is lovely.',
    });
  });
});
