import { describe, expect, it } from 'vitest';
import { carSearchRequestSchema } from './search-cars.ts';

const search = (pickupDate: string, pickupTime: string, dropoffDate: string, dropoffTime: string) =>
  carSearchRequestSchema.safeParse({
    pickupLocation: 'LAX',
    dropoffLocation: 'LAX',
    pickupDate,
    pickupTime,
    dropoffDate,
    dropoffTime,
  });
const messages = (result: ReturnType<typeof search>) =>
  result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('car search dates: the pickup must not be after the drop-off', () => {
  it('allows a same-day rental, returned later that day or at the pickup hour (forms without times)', () => {
    expect(search('2027-03-10', '09:00', '2027-03-10', '17:00').success).toBe(true);
    expect(search('2027-03-10', '10:00', '2027-03-10', '10:00').success).toBe(true);
    expect(search('2027-03-10', '22:00', '2027-03-11', '08:00').success).toBe(true);
  });

  it('refuses a drop-off day before the pickup day, and a same-day drop-off hour before the pickup hour', () => {
    expect(messages(search('2027-03-12', '10:00', '2027-03-10', '10:00'))).toEqual([
      ['dropoffDate', 'cars.invalidDates'],
    ]);
    expect(messages(search('2027-03-10', '17:00', '2027-03-10', '09:00'))).toEqual([
      ['dropoffTime', 'cars.invalidTimes'],
    ]);
  });
});
