import fc from 'fast-check';
import { BUDGETS, INTERESTS, TRAVEL_STYLES as ONBOARDING_TRAVEL_STYLES } from '@escazo/contracts/account';
import { DEFAULT_PREFERENCES, PREFERENCE_CHIPS, PREFERENCE_IDS, SEASONS } from '@escazo/contracts/recommendations';
import { describe, expect, it } from 'vitest';
import { derivePreferenceTraits, preferenceChips, preferencesFromOnboarding, seasonsOfMonths } from './profile.ts';

describe('derivePreferenceTraits', () => {
  it('defaults to a mid-range 50-200 budget, solo, moderate activity', () => {
    expect(derivePreferenceTraits([])).toEqual({
      travelStyle: 'mid-range',
      budgetRange: { min: 50, max: 200 },
      groupSize: 'solo',
      activityLevel: 'moderate',
    });
    expect(derivePreferenceTraits(['food', 'art'])).toEqual(derivePreferenceTraits([]));
  });

  it('lets the luxury and budget chips set the travel style and its budget range', () => {
    expect(derivePreferenceTraits(['luxury'])).toMatchObject({
      travelStyle: 'luxury',
      budgetRange: { min: 200, max: 1000 },
    });
    expect(derivePreferenceTraits(['budget'])).toMatchObject({
      travelStyle: 'budget',
      budgetRange: { min: 20, max: 100 },
    });
    // both: luxury, named first in the rule
    expect(derivePreferenceTraits(['budget', 'luxury'])).toMatchObject({
      travelStyle: 'luxury',
      budgetRange: { min: 200, max: 1000 },
    });
  });

  it('gives a couple for romantic, a family for family (family when both), else solo', () => {
    expect(derivePreferenceTraits(['romantic']).groupSize).toBe('couple');
    expect(derivePreferenceTraits(['family']).groupSize).toBe('family');
    expect(derivePreferenceTraits(['romantic', 'family']).groupSize).toBe('family');
    expect(derivePreferenceTraits(['nightlife']).groupSize).toBe('solo');
  });

  it('gives high activity for adventure, else moderate', () => {
    expect(derivePreferenceTraits(['adventure']).activityLevel).toBe('high');
    expect(derivePreferenceTraits(['relaxation']).activityLevel).toBe('moderate');
  });

  it('derives the documented default preferences to a luxury couple with high activity', () => {
    expect(derivePreferenceTraits(DEFAULT_PREFERENCES)).toEqual({
      travelStyle: 'luxury',
      budgetRange: { min: 200, max: 1000 },
      groupSize: 'couple',
      activityLevel: 'high',
    });
  });

  it('hands out a fresh budget range each time', () => {
    const first = derivePreferenceTraits([]);
    first.budgetRange.min = 0;
    expect(derivePreferenceTraits([]).budgetRange).toEqual({ min: 50, max: 200 });
  });
});

describe('preferencesFromOnboarding', () => {
  // the documented defaults (adventure, culture, luxury, nature, romantic), in chip order
  const DEFAULTS = ['adventure', 'culture', 'nature', 'romantic', 'luxury'];

  it('uses the documented default chips', () => {
    expect(new Set(DEFAULTS)).toEqual(new Set(DEFAULT_PREFERENCES));
  });

  it('maps each onboarding interest to its chip', () => {
    const expected = {
      food: 'food',
      nature: 'nature',
      history: 'history',
      shopping: 'shopping',
      sports: 'adventure',
      photography: 'photography',
      wellness: 'relaxation',
      festivals: 'culture',
    };
    for (const interest of INTERESTS)
      expect(preferencesFromOnboarding([interest], [], null)).toEqual([expected[interest]]);
  });

  it('maps each onboarding travel style to its chip, business and solo to none', () => {
    const expected = {
      adventure: ['adventure'],
      relaxation: ['relaxation'],
      culture: ['culture'],
      nightlife: ['nightlife'],
      family: ['family'],
      romantic: ['romantic'],
      business: DEFAULTS,
      solo: DEFAULTS,
    };
    for (const style of ONBOARDING_TRAVEL_STYLES)
      expect(preferencesFromOnboarding([], [style], null)).toEqual(expected[style]);
  });

  it('maps the onboarding budget: budget to the budget chip, luxury and premium to the luxury chip, mid-range to none', () => {
    const expected = { budget: ['budget'], 'mid-range': DEFAULTS, luxury: ['luxury'], premium: ['luxury'] };
    for (const budget of BUDGETS) expect(preferencesFromOnboarding([], [], budget)).toEqual(expected[budget]);
    expect(preferencesFromOnboarding(['food'], ['family'], 'premium')).toEqual(['food', 'family', 'luxury']);
    expect(preferencesFromOnboarding(['food'], [], 'mid-range')).toEqual(['food']);
    // the budget chip joins the others; it never replaces them
    expect(preferencesFromOnboarding(['history'], [], 'budget')).toEqual(['history', 'budget']);
    expect(preferencesFromOnboarding(['history'], [], 'cheap')).toEqual(['history']);
    expect(preferencesFromOnboarding([], [], 'toString')).toEqual(DEFAULTS);
  });

  it('deduplicates and returns chip order', () => {
    expect(
      preferencesFromOnboarding(['wellness', 'sports', 'food'], ['romantic', 'adventure', 'relaxation'], null),
    ).toEqual(['adventure', 'food', 'relaxation', 'romantic']);
  });

  it('falls back to the default chips when nothing maps, ignoring unknown answers', () => {
    expect(preferencesFromOnboarding([], [], null)).toEqual(DEFAULTS);
    expect(preferencesFromOnboarding(['knitting', 'toString'], ['business', '__proto__'], null)).toEqual(DEFAULTS);
    expect(preferencesFromOnboarding(['knitting', 'history'], [], null)).toEqual(['history']);
  });

  it('always returns known chips, each once, in chip order', () => {
    const answer = fc.oneof(fc.constantFrom(...INTERESTS, ...ONBOARDING_TRAVEL_STYLES), fc.string({ maxLength: 10 }));
    fc.assert(
      fc.property(
        fc.array(answer),
        fc.array(answer),
        fc.option(fc.oneof(fc.constantFrom(...BUDGETS), fc.string({ maxLength: 10 })), { nil: null }),
        (interests, styles, budget) => {
          const chips = preferencesFromOnboarding(interests, styles, budget);
          expect(chips.length).toBeGreaterThan(0);
          const order = chips.map((id) => PREFERENCE_IDS.indexOf(id));
          expect(order.every((index, i) => index >= 0 && (i === 0 || index > order[i - 1]!))).toBe(true);
        },
      ),
      { seed: 4201 },
    );
  });
});

describe('preferenceChips', () => {
  it('lists every chip in order, marking the selected ones', () => {
    const chips = preferenceChips(['food', 'romantic']);
    expect(chips.map(({ id, label }) => ({ id, label }))).toEqual(
      PREFERENCE_CHIPS.map(({ id, label }) => ({ id, label })),
    );
    expect(chips.filter((chip) => chip.selected).map((chip) => chip.id)).toEqual(['food', 'romantic']);
    expect(chips.find((chip) => chip.id === 'food')).toEqual({ id: 'food', label: 'Food & Dining', selected: true });
    expect(preferenceChips([]).some((chip) => chip.selected)).toBe(false);
  });
});

describe('seasonsOfMonths', () => {
  it('reads calendar months 1-12 by the month-index rule, each season once, in season order', () => {
    expect(seasonsOfMonths([1, 2, 12])).toEqual(['winter']);
    expect(seasonsOfMonths([3, 4, 5])).toEqual(['spring']);
    expect(seasonsOfMonths([6, 7, 8])).toEqual(['summer']);
    expect(seasonsOfMonths([9, 10, 11])).toEqual(['fall']);
    expect(seasonsOfMonths([12, 9, 4, 5, 6])).toEqual(['spring', 'summer', 'fall', 'winter']);
    expect(seasonsOfMonths(Array.from({ length: 12 }, (_, i) => i + 1))).toEqual([...SEASONS]);
    expect(seasonsOfMonths([])).toEqual([]);
  });

  it('rejects what is not a calendar month', () => {
    expect(() => seasonsOfMonths([0])).toThrow(RangeError);
    expect(() => seasonsOfMonths([13])).toThrow(RangeError);
  });
});
