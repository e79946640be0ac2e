import { describe, expect, it } from 'vitest';
import {
  carFormParams,
  carFormValues,
  carSearchIssue,
  carSearchParams,
  carSearchParamsKeepingLabels,
  firstCarIssue,
  parseCarSearch,
} from './car-search-params.ts';

describe('car search in the URL', () => {
  it('keeps what the fields show beside the ids the search takes, through the form and the filters', () => {
    const values = {
      ...carFormValues(new URLSearchParams('pickupDate=2030-07-02&dropoffDate=2030-07-05')),
      pickupLocation: 'US-miami',
      pickupLabel: 'Miami, United States',
      dropoffLocation: 'Denver',
      dropoffLabel: 'Denver',
    };
    const params = carFormParams(values, new URLSearchParams('page=3&destination=Miami'));
    expect(params.get('pickupLabel')).toBe('Miami, United States');
    expect(params.has('dropoffLabel')).toBe(false);
    expect(params.has('page')).toBe(false);
    expect(params.has('destination')).toBe(false);
    expect(carFormValues(params)).toMatchObject({
      pickupLocation: 'US-miami',
      pickupLabel: 'Miami, United States',
      dropoffLocation: 'Denver',
      dropoffLabel: 'Denver',
    });
    const filtered = carSearchParamsKeepingLabels({ ...parseCarSearch(params)!, sort: 'price-desc' }, params);
    expect(carFormValues(filtered).pickupLabel).toBe('Miami, United States');
    // Without a drop-off place the car goes back to the pickup, shown the same way.
    const oneWay = new URLSearchParams('pickupLocation=US-miami&pickupLabel=Miami%2C+United+States');
    expect(carFormValues(oneWay)).toMatchObject({ dropoffLocation: 'US-miami', dropoffLabel: 'Miami, United States' });
  });

  it('takes the home panel fields: return date, and the pickup location for the drop-off', () => {
    const params = new URLSearchParams('pickupLocation=DEN&pickupDate=2030-07-02&returnDate=2030-07-05');
    expect(carFormValues(params)).toMatchObject({
      dropoffLocation: 'DEN',
      dropoffDate: '2030-07-05',
      pickupTime: '10:00',
      driverAge: '25-65',
    });
    expect(parseCarSearch(params)).toMatchObject({
      pickupLocation: 'DEN',
      dropoffLocation: 'DEN',
      dropoffDate: '2030-07-05',
    });
  });

  it("takes Search & Book's trip fields: destination for both desks, check-in and check-out as the dates", () => {
    const params = new URLSearchParams('destination=Denver&checkIn=2030-07-02&checkOut=2030-07-05&guests=2');
    expect(parseCarSearch(params)).toMatchObject({
      pickupLocation: 'Denver',
      dropoffLocation: 'Denver',
      pickupDate: '2030-07-02',
      dropoffDate: '2030-07-05',
    });
    expect(carSearchIssue(new URLSearchParams('destination=Denver&checkIn=2030-07-02'))).toBe('cars.missing');
    const own = new URLSearchParams(
      'pickupLocation=DEN&destination=Denver&pickupDate=2030-08-01&checkIn=2030-07-02&dropoffDate=2030-08-03',
    );
    expect(carFormValues(own)).toMatchObject({
      pickupLocation: 'DEN',
      pickupDate: '2030-08-01',
      dropoffDate: '2030-08-03',
    });
  });

  it('is null when incomplete or the dates are in the wrong order', () => {
    expect(parseCarSearch(new URLSearchParams('pickupLocation=DEN&pickupDate=2030-07-02'))).toBeNull();
    expect(
      parseCarSearch(new URLSearchParams('pickupLocation=DEN&pickupDate=2030-07-05&dropoffDate=2030-07-02')),
    ).toBeNull();
  });

  it('round-trips filters', () => {
    const search = parseCarSearch(
      new URLSearchParams(
        'pickupLocation=DEN&dropoffLocation=DEN&pickupDate=2030-07-02&dropoffDate=2030-07-05&categories=suv,luxury&sort=price-desc&driverAge=18-24',
      ),
    );
    expect(parseCarSearch(carSearchParams(search!))).toEqual(search);
  });

  it('says why a search in the URL cannot run, and nothing before a search', () => {
    expect(carSearchIssue(new URLSearchParams('tab=cars'))).toBeNull();
    expect(carSearchIssue(new URLSearchParams('tab=cars&pickupLocation=DEN&pickupDate=2030-07-02'))).toBe(
      'cars.missing',
    );
    expect(carSearchIssue(new URLSearchParams('pickupLocation=DEN&pickupDate=2030-07-05&dropoffDate=2030-07-02'))).toBe(
      'cars.invalidDates',
    );
    expect(
      carSearchIssue(new URLSearchParams('tab=cars&pickupLocation=DEN&pickupDate=2030-07-02&dropoffDate=2030-07-05')),
    ).toBeNull();
  });

  it('puts a missing field first', () => {
    expect(firstCarIssue([{ message: 'cars.invalidDates' }, { message: 'cars.missing' }])).toBe('cars.missing');
    expect(firstCarIssue([])).toBeUndefined();
  });
});
