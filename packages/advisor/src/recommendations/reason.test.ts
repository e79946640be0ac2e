import fc from 'fast-check';
import { PREFERENCE_CHIPS, SEASONS, type Season } from '@escazo/contracts/recommendations';
import { describe, expect, it } from 'vitest';
import { derivePreferenceTraits } from './profile.ts';
import { reasonLine } from './reason.ts';
import { scoreItem, type ScoringItem, type ScoringProfile } from './scoring.ts';
import { scoringItemArb, scoringProfileArb } from './testing/arbitraries.ts';

const item = (overrides: Partial<ScoringItem> = {}): ScoringItem => ({
  id: 'destination:lisbon',
  type: 'destination',
  tags: [],
  bestTime: [],
  priceRange: { min: 50, max: 200 },
  rating: 4.5,
  reviewCount: 100,
  ...overrides,
});

const midRange = {
  interests: ['food', 'history'],
  activityLevel: 'moderate',
  groupSize: 'solo',
  budgetRange: { min: 50, max: 200 },
  travelStyle: 'mid-range',
} as const;

const reasonFor = (
  x: ScoringItem,
  profile: ScoringProfile & { travelStyle: 'budget' | 'mid-range' | 'luxury' },
  season: Season,
) => reasonLine(scoreItem(x, profile, season), profile, season);

describe('reasonLine', () => {
  it('names the matching interests, the budget fit and the current season', () => {
    const lisbon = item({
      tags: ['history', 'food', 'beach'],
      bestTime: ['spring', 'fall'],
      priceRange: { min: 100, max: 200 },
    });
    expect(reasonFor(lisbon, midRange, 'spring')).toBe(
      'Matches your interest in history and food & dining; fits your mid-range budget; best in spring',
    );
  });

  it('names the seasons it is best in when the current one is not among them', () => {
    const x = item({ tags: ['food'], bestTime: ['summer', 'spring', 'fall'] });
    expect(reasonFor(x, midRange, 'winter')).toBe(
      'Matches your interest in food & dining; fits your mid-range budget; best in spring, summer and fall',
    );
    expect(reasonFor(item({ tags: ['food'] }), midRange, 'winter')).toBe(
      'Matches your interest in food & dining; fits your mid-range budget',
    );
  });

  it('says how the price sits against a budget it does not fit', () => {
    // midpoint 160 against 125: match 44 → a little above
    expect(reasonFor(item({ priceRange: { min: 120, max: 200 } }), midRange, 'fall')).toBe(
      'A little above your mid-range budget',
    );
    // midpoint 90 against 125: match 44 → a little below
    expect(reasonFor(item({ priceRange: { min: 30, max: 150 } }), midRange, 'fall')).toBe(
      'A little below your mid-range budget',
    );
    // match 0: not "a little"
    expect(reasonFor(item({ priceRange: { min: 400, max: 900 } }), midRange, 'fall')).toBe(
      'Above your mid-range budget',
    );
    expect(reasonFor(item({ priceRange: { min: 0, max: 20 } }), midRange, 'fall')).toBe('Below your mid-range budget');
  });

  it('names the budget by the travel style', () => {
    const luxury = { ...midRange, ...derivePreferenceTraits(['luxury']) };
    expect(reasonFor(item({ priceRange: { min: 300, max: 900 } }), luxury, 'fall')).toBe('Fits your luxury budget');
    const thrifty = { ...midRange, ...derivePreferenceTraits(['budget']) };
    expect(reasonFor(item({ priceRange: { min: 20, max: 100 } }), thrifty, 'fall')).toBe('Fits your budget');
  });

  it('names the group and activity bonuses only when they scored', () => {
    const couple = { ...midRange, interests: [], groupSize: 'couple', activityLevel: 'high' } as const;
    expect(reasonFor(item({ tags: ['romantic', 'adventure'] }), couple, 'fall')).toBe(
      'Suits your active pace; good for couples; fits your mid-range budget',
    );
    expect(reasonFor(item({ tags: ['family', 'peaceful'] }), couple, 'fall')).toBe('Fits your mid-range budget');
    const family = { ...midRange, interests: [], groupSize: 'family', activityLevel: 'low' } as const;
    expect(reasonFor(item({ tags: ['family', 'peaceful'] }), family, 'fall')).toBe(
      'Suits your relaxed pace; good for families; fits your mid-range budget',
    );
    const solo = { ...midRange, interests: [] };
    expect(reasonFor(item({ tags: ['solo'] }), solo, 'fall')).toBe(
      'Good for solo travellers; fits your mid-range budget',
    );
  });

  it('never claims a term that did not score', () => {
    const styleArb = fc.constantFrom('budget', 'mid-range', 'luxury' as const);
    const seasonArb = fc.constantFrom('spring', 'summer', 'fall', 'winter' as const);
    fc.assert(
      fc.property(scoringItemArb, scoringProfileArb, styleArb, seasonArb, (x, profile, travelStyle, season) => {
        const scored = scoreItem(x, profile, season);
        const line = reasonLine(scored, { ...profile, travelStyle }, season).toLowerCase();
        const clause = (lead: string) =>
          line
            .split('; ')
            .find((part) => part.startsWith(lead))
            ?.slice(lead.length)
            .split(/, | and /);
        const matched = PREFERENCE_CHIPS.filter(
          (chip) => profile.interests.includes(chip.id) && x.tags.includes(chip.id),
        );
        expect(clause('matches your interest in ') ?? []).toEqual(matched.map((chip) => chip.label.toLowerCase()));
        const bestIn = clause('best in ');
        if (scored.seasonalRelevance === 80) expect(bestIn).toEqual([season]);
        else expect(bestIn ?? []).toEqual(SEASONS.filter((s) => x.bestTime.includes(s)));
        expect(line.includes('fits your')).toBe(scored.budgetMatch >= 50);
        expect(line.includes('good for')).toBe(
          (profile.groupSize === 'couple' && x.tags.includes('romantic')) ||
            (profile.groupSize === 'family' && x.tags.includes('family')) ||
            (profile.groupSize === 'solo' && x.tags.includes('solo')),
        );
        expect(line.includes('pace')).toBe(
          (profile.activityLevel === 'high' && x.tags.includes('adventure')) ||
            (profile.activityLevel === 'low' && x.tags.includes('peaceful')),
        );
      }),
      { seed: 4301, numRuns: 500 },
    );
  });
});
