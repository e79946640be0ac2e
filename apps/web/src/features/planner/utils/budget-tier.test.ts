import { describe, expect, it } from 'vitest';
import { BUDGET_TIERS } from '@escazo/contracts/planning-options';
import { DEFAULT_TIER, sliderValueOfTier, tierOfSliderValue } from './budget-tier.ts';

describe('budget tier slider', () => {
  it('reads the four positions as the four tiers', () => {
    expect([0, 33, 66, 99].map(tierOfSliderValue)).toEqual(['budget', 'moderate', 'luxury', 'ultra-luxury']);
    expect([0, 33.3, 66.6, 99].map(tierOfSliderValue)).toEqual(['budget', 'moderate', 'luxury', 'ultra-luxury']);
  });

  it('snaps values between positions to the nearest tier and clamps out-of-range values', () => {
    expect(tierOfSliderValue(10)).toBe('budget');
    expect(tierOfSliderValue(20)).toBe('moderate');
    expect(tierOfSliderValue(150)).toBe('ultra-luxury');
    expect(tierOfSliderValue(-5)).toBe('budget');
    expect(tierOfSliderValue(Number.NaN)).toBe('budget');
  });

  it('round-trips every tier and starts at moderate', () => {
    for (const tier of BUDGET_TIERS) expect(tierOfSliderValue(sliderValueOfTier(tier))).toBe(tier);
    expect(sliderValueOfTier(DEFAULT_TIER)).toBe(33);
    expect(sliderValueOfTier('ultra-luxury')).toBe(99);
  });
});
