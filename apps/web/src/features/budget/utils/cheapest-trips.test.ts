import { describe, expect, it } from 'vitest';
import { cheapestTripsText } from './cheapest-trips.ts';

const trip = (name: string, amount: number) => ({
  id: name.toLowerCase(),
  name,
  country: 'Portugal',
  estimatedTotalCost: { amount, currency: 'USD' },
  recommendedStayLength: 3,
});

describe('cheapestTripsText', () => {
  it('names each trip with what it would cost, in the plan currency and whole units, in the order given', () => {
    expect(cheapestTripsText({ cheapest: [trip('Lisbon', 81_200), trip('Porto', 90_550)] })).toBe(
      'Lisbon $812, Porto $906',
    );
    expect(cheapestTripsText({ cheapest: [] })).toBe('');
  });
});
