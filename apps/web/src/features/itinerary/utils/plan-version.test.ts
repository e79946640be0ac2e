import { describe, expect, it } from 'vitest';
import { isNewerPlan } from './plan-version.ts';

describe('isNewerPlan', () => {
  it('takes an answer only when it is a later version than the cached trip', () => {
    expect(isNewerPlan({ version: 5 }, { version: 4 })).toBe(true);
    expect(isNewerPlan({ version: 4 }, { version: 4 })).toBe(false);
    expect(isNewerPlan({ version: 3 }, { version: 4 })).toBe(false);
  });

  it('takes any answer when nothing is cached', () => {
    expect(isNewerPlan({ version: 1 }, undefined)).toBe(true);
  });
});
