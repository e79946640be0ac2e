import { describe, expect, it } from 'vitest';
import { toggleIn } from './toggle.ts';

describe('toggleIn', () => {
  it('adds an absent item at the end and removes a present one', () => {
    expect(toggleIn(['Art'], 'Food')).toEqual(['Art', 'Food']);
    expect(toggleIn(['Art', 'Food'], 'Art')).toEqual(['Food']);
    expect(toggleIn([], 'Art')).toEqual(['Art']);
  });

  it('leaves the given list as it was', () => {
    const list = ['Art'];
    toggleIn(list, 'Food');
    expect(list).toEqual(['Art']);
  });
});
