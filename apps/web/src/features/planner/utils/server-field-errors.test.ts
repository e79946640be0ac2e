import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api-client.ts';
import { quickStartFieldOf } from './quick-start-form.ts';
import { formFieldOf } from './planner-form.ts';
import { applyServerFieldErrors } from './server-field-errors.ts';

const refusal = new ApiError(400, 'VALIDATION_FAILED', 'Check the fields', [
  { path: 'interests.1', code: 'planner.unknownInterest', message: 'planner.unknownInterest' },
  { path: 'interests.2', code: 'planner.unknownInterest', message: 'planner.unknownInterest' },
  { path: 'version', code: 'field.invalid', message: 'field.invalid' },
  { path: 'destination', code: 'planner.unknownDestination', message: 'planner.unknownDestination' },
]);

describe('applyServerFieldErrors', () => {
  it('puts each error on the field it lands on and returns those fields once each', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(refusal, formFieldOf, setError)).toEqual(['interests', 'destination']);
    expect(setError).toHaveBeenCalledWith('destination', { type: 'server', message: 'planner.unknownDestination' });
    expect(setError).not.toHaveBeenCalledWith('version', expect.anything());
  });

  it('lands the quick start interests on its travel styles', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(refusal, quickStartFieldOf, setError)).toEqual(['styles', 'destination']);
  });

  it('returns nothing for a failure without fields or that is not an API refusal', () => {
    expect(applyServerFieldErrors(new ApiError(500, 'INTERNAL', 'Oops'), formFieldOf, vi.fn())).toEqual([]);
    expect(applyServerFieldErrors(new Error('offline'), formFieldOf, vi.fn())).toEqual([]);
  });
});
