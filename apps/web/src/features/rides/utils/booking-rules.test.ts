import { describe, expect, it } from 'vitest';
import { firstUnmetRule, type BookingRuleInput } from './booking-rules.ts';

const complete: BookingRuleInput = { pickupId: 'p', destinationId: 'd', optionId: 'economy', mode: 'now', slot: null };

describe('firstUnmetRule', () => {
  it('asks for pickup and destination first, whatever else is missing', () => {
    expect(firstUnmetRule({ ...complete, pickupId: null, optionId: null, mode: 'schedule' })).toBe('locations');
    expect(firstUnmetRule({ ...complete, destinationId: null })).toBe('locations');
  });

  it('then a ride option, then a date for a scheduled ride', () => {
    expect(firstUnmetRule({ ...complete, optionId: null, mode: 'schedule' })).toBe('option');
    expect(firstUnmetRule({ ...complete, mode: 'schedule' })).toBe('date');
  });

  it('needs no date to book now, and nothing more once a slot is chosen', () => {
    expect(firstUnmetRule(complete)).toBeNull();
    expect(firstUnmetRule({ ...complete, mode: 'schedule', slot: '2030-08-10T10:00:00.000Z' })).toBeNull();
  });
});
