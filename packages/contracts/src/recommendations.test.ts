import { describe, expect, it } from 'vitest';
import { showsMatchBadge } from './recommendations.ts';

describe('showsMatchBadge', () => {
  it('shows above 60 only, on the unrounded score', () => {
    expect(showsMatchBadge(60)).toBe(false);
    expect(showsMatchBadge(60.1)).toBe(true);
    expect(showsMatchBadge(0)).toBe(false);
    expect(showsMatchBadge(100)).toBe(true);
  });
});
