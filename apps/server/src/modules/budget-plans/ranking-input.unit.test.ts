import { describe, expect, it } from 'vitest';
import { decodeFacts, destinationInputs, type DestinationFacts, type PricedDestination } from './ranking-input.ts';

const facts = (id: string): DestinationFacts => ({
  id,
  name: id,
  country: 'Portugal',
  image: `/images/${id}.jpg`,
  places: [{ tags: ['Food'], free: true }],
  bestMonths: [5, 6],
  idealStay: { min: 3, max: 5 },
  dailyCosts: {
    budget: { food: 3000, transport: 500, activities: 1000 },
    moderate: { food: 5000, transport: 800, activities: 2000 },
    luxury: { food: 9000, transport: 1500, activities: 4000 },
    'ultra-luxury': { food: 15000, transport: 3000, activities: 8000 },
  },
  transitFareMinor: 200,
  rideFares: null,
  airportTransfer: { fareMinor: 3500, distanceKm: 18 },
  guide: 'A guide.',
  neighbourhoods: [],
});

describe('the ranking input', () => {
  const encoded = { key: 'facts-test', json: JSON.stringify([facts('lisbon'), facts('porto')]) };

  it('decodes the facts by destination id', () => {
    const decoded = decodeFacts(encoded);
    expect([...decoded.keys()]).toEqual(['lisbon', 'porto']);
    expect(decoded.get('porto')).toEqual(facts('porto'));
  });

  it("joins each priced destination to its facts, with the airport transfer only when it is not the traveller's home", () => {
    const priced: PricedDestination[] = [
      { id: 'porto', mustVisit: true, home: false, lengths: [] },
      { id: 'lisbon', mustVisit: false, home: true, lengths: [] },
    ];
    const inputs = destinationInputs(decodeFacts(encoded), priced);
    expect(inputs).toEqual([
      { ...facts('porto'), mustVisit: true, home: false, lengths: [] },
      { ...facts('lisbon'), mustVisit: false, home: true, airportTransfer: null, lengths: [] },
    ]);
  });

  it('refuses a priced destination without facts', () => {
    expect(() =>
      destinationInputs(decodeFacts(encoded), [{ id: 'faro', mustVisit: false, home: false, lengths: [] }]),
    ).toThrow(/faro/);
  });
});
