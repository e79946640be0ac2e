/**
 * Stay titles as hosts write them, from what the city has: its areas (hotels/areas.ts: harbour
 * and seafront only by the sea, a historic centre only where plausible), landmarks every city has
 * (plus the waterfront by the sea), and features that fit the type and climate (sea views only by
 * the sea, no fireplace in the tropics).
 */
import type { StayType } from '@escazo/contracts/search-stays';
import { cityAreas, type CityPlace } from '../hotels/areas.ts';
import type { LodgingCity } from '../hotels/types.ts';
import type { Rng } from '../imagery/random.ts';

const ADJECTIVES = [
  'Cozy',
  'Bright',
  'Modern',
  'Charming',
  'Spacious',
  'Stylish',
  'Sunny',
  'Quiet',
  'Elegant',
  'Airy',
  'Chic',
];
const LANDMARKS = ['the Main Square', 'the Central Market', 'the Railway Station', 'the City Park', 'the Museums'];
const COASTAL_LANDMARKS = ['the Beach', 'the Harbour'];
const NOUNS: Record<StayType, readonly string[]> = {
  apartment: ['Apartment', 'Loft', 'Flat', 'Studio Apartment'],
  house: ['House', 'Townhouse', 'Family Home'],
  villa: ['Villa'],
};
const FEATURES: Record<StayType, readonly string[]> = {
  apartment: ['Balcony', 'City Views', 'Rooftop Terrace', 'Workspace', 'Terrace'],
  house: ['Garden', 'Patio', 'Terrace', 'Courtyard'],
  villa: ['Private Pool', 'Pool', 'Garden', 'Terrace'],
};
const COASTAL_FEATURES: Record<StayType, readonly string[]> = {
  apartment: ['Sea Views'],
  house: ['Sea Views'],
  villa: ['Sea Views'],
};

export function stayTitle(rng: Rng, type: StayType, beds: number, city: LodgingCity, place: CityPlace): string {
  const adjective = rng.pick(ADJECTIVES);
  const features = [
    ...FEATURES[type],
    ...(place.coastal ? COASTAL_FEATURES[type] : []),
    ...(type === 'house' && city.climate !== 'tropical' ? ['Fireplace'] : []),
  ];
  const feature = rng.pick(features);
  // "Studio" only for a one-bedroom (a studio has no separate bedroom, close enough for a title).
  const nouns = NOUNS[type].filter((noun) => noun !== 'Studio Apartment' || beds === 1);
  const noun = rng.pick(nouns);
  switch (rng.int(0, 3)) {
    case 0:
      return `${adjective} ${noun} in ${rng.pick(cityAreas(place))}`;
    case 1:
      return `${adjective} ${noun} near ${rng.pick([...LANDMARKS, ...(place.coastal ? COASTAL_LANDMARKS : [])])}`;
    case 2:
      return `${beds}-Bedroom ${noun === 'Studio Apartment' ? 'Apartment' : noun} with ${feature}`;
    default:
      return `${adjective} ${city.name} ${noun} with ${feature}`;
  }
}
