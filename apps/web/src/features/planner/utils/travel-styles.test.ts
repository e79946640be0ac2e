import { describe, expect, it } from 'vitest';
import { TRAVEL_STYLES } from '@escazo/contracts/planning-options';
import { INTERESTS } from '@escazo/contracts/planning-options';
import { interestsOfStyles } from './travel-styles.ts';

describe('interestsOfStyles', () => {
  it('maps each style to its interests', () => {
    expect(interestsOfStyles(['adventure'])).toEqual(['Adventure']);
    expect(interestsOfStyles(['relaxation'])).toEqual(['Beaches', 'Nature']);
    expect(interestsOfStyles(['culture'])).toEqual(['Culture', 'History', 'Art']);
    expect(interestsOfStyles(['food'])).toEqual(['Food']);
    expect(interestsOfStyles(['nature'])).toEqual(['Nature', 'Wildlife', 'Mountains']);
    expect(interestsOfStyles(['urban'])).toEqual(['Shopping', 'Nightlife', 'Photography']);
  });

  it('names a shared interest once', () => {
    expect(interestsOfStyles(['relaxation', 'nature'])).toEqual(['Beaches', 'Nature', 'Wildlife', 'Mountains']);
  });

  it('covers all twelve interests with all six styles, and none with none', () => {
    expect(new Set(interestsOfStyles([...TRAVEL_STYLES]))).toEqual(new Set(INTERESTS));
    expect(interestsOfStyles([])).toEqual([]);
  });
});
