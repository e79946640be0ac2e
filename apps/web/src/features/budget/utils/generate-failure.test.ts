import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-client.ts';
import { generateFailureOf } from './generate-failure.ts';

const generic = { fields: [], toast: 'failed', messageKey: null };
const field = (path: string, code: string) => ({ path, code, message: code });

describe('generateFailureOf', () => {
  it('a refused budget is Invalid Budget with its message, ahead of the other fields', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Invalid', [
      field('startingLocation', 'planner.unknownOrigin'),
      field('totalBudget', 'budget.tooLarge'),
    ]);
    expect(generateFailureOf(error)).toEqual({
      fields: error.fields,
      toast: 'invalidBudget',
      messageKey: 'budget.tooLarge',
    });
  });

  it('refused travelers are Invalid Travelers', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Invalid', [field('travelers', 'budget.travelersMin')]);
    expect(generateFailureOf(error)).toMatchObject({ toast: 'invalidTravelers', messageKey: 'budget.travelersMin' });
  });

  it('another refused field lands on its field with the generic toast', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Invalid', [
      field('startingLocation', 'planner.unknownOrigin'),
    ]);
    expect(generateFailureOf(error)).toMatchObject({ toast: 'failed', messageKey: null });
  });

  it('network errors, 5xx, 429 and a 400 without field errors are the generic failure', () => {
    expect(generateFailureOf(new ApiError(0, 'NETWORK', 'offline'))).toEqual(generic);
    expect(generateFailureOf(new ApiError(500, 'INTERNAL', 'boom'))).toEqual(generic);
    expect(
      generateFailureOf(new ApiError(429, 'RATE_LIMITED', 'slow down', [field('totalBudget', 'budget.invalid')])),
    ).toEqual(generic);
    expect(generateFailureOf(new ApiError(400, 'VALIDATION_FAILED', 'Invalid'))).toEqual(generic);
    expect(generateFailureOf(new TypeError('fetch failed'))).toEqual(generic);
  });
});
