import type { RecommendationTag, Season } from '@escazo/contracts/recommendations';
import type { HotelAmenity } from '@escazo/contracts/search-hotels';
import type { Hotel } from '@escazo/inventory/hotels';
import { imageUrl } from '../inventory-media/public.ts';
import type { CatalogueItem } from './catalogue-types.ts';
import { hotelTier } from './price-tier.ts';
import { orderedTags, wholeUsd } from './tags.ts';

const GALLERY = 4;
const HIGHLIGHTS = 3;

const AMENITY_NAMES: Readonly<Record<HotelAmenity, string>> = {
  wifi: 'Free Wi-Fi',
  parking: 'Parking',
  pool: 'Pool',
  spa: 'Spa',
  gym: 'Gym',
  restaurant: 'Restaurant',
  bar: 'Bar',
  breakfast: 'Breakfast',
  'room-service': 'Room service',
  'air-conditioning': 'Air conditioning',
  'airport-shuttle': 'Airport shuttle',
  'pet-friendly': 'Pet friendly',
  'business-center': 'Business center',
  'family-rooms': 'Family rooms',
  'beach-access': 'Beach access',
};
/** What a card names first: what most sets a hotel apart. */
const AMENITY_ORDER: readonly HotelAmenity[] = [
  'spa',
  'beach-access',
  'pool',
  'family-rooms',
  'restaurant',
  'breakfast',
  'bar',
  'airport-shuttle',
  'gym',
  'room-service',
  'pet-friendly',
  'business-center',
  'parking',
  'wifi',
  'air-conditioning',
];

/**
 * A hotel's tags from its stars, amenities and room types:
 * - luxury: 4-5 stars; budget: 1-2 stars; family: family rooms (amenity or room type);
 * - romantic: suites (junior or full) or a spa; relaxation: a spa or a pool;
 * - peaceful: a spa or beach access and no bar; beach: beach access; food: a restaurant;
 * - nightlife: a bar; solo: single rooms.
 */
export function hotelTags(hotel: Hotel): RecommendationTag[] {
  const has = (amenity: HotelAmenity) => hotel.amenities.includes(amenity);
  const rooms = new Set(hotel.roomTypes.map((room) => room.code));
  const tags: RecommendationTag[] = [];
  if (hotel.stars >= 4) tags.push('luxury');
  if (hotel.stars <= 2) tags.push('budget');
  if (has('family-rooms') || rooms.has('family')) tags.push('family');
  if (rooms.has('suite') || rooms.has('junior-suite') || has('spa')) tags.push('romantic');
  if (has('spa') || has('pool')) tags.push('relaxation');
  if ((has('spa') || has('beach-access')) && !has('bar')) tags.push('peaceful');
  if (has('beach-access')) tags.push('beach');
  if (has('restaurant')) tags.push('food');
  if (has('bar')) tags.push('nightlife');
  if (rooms.has('single')) tags.push('solo');
  return orderedTags(tags);
}

function hotelDescription(hotel: Hotel, amenities: readonly HotelAmenity[]): string {
  const named = amenities.slice(0, HIGHLIGHTS).map((amenity) => AMENITY_NAMES[amenity].toLowerCase());
  const extras = named.length
    ? ` with ${named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0]}`
    : '';
  return `A ${hotel.stars}-star hotel at ${hotel.address}${extras}, rated ${hotel.guestRating.toFixed(1)} by ${hotel.reviewCount} guests.`;
}

/**
 * A hotel's card. Its price range is per room and night from its room types' base rates: the
 * cheapest type's to the dearest's, before the season and weekday factors of a dated quote.
 */
export function hotelItem(hotel: Hotel, location: string, bestTime: Season[], timeZone: string): CatalogueItem {
  const rates = hotel.roomTypes.map((room) => wholeUsd(room.baseRate));
  const min = rates.length ? Math.min(...rates) : 0;
  const max = rates.length ? Math.max(...rates) : 0;
  const amenities = AMENITY_ORDER.filter((amenity) => hotel.amenities.includes(amenity));
  return {
    id: `hotel:${hotel.id}`,
    title: hotel.name,
    type: 'hotel',
    location,
    rating: hotel.guestRating,
    reviewCount: hotel.reviewCount,
    price: hotelTier(min),
    priceRange: { min, max },
    image: imageUrl(hotel.imagery, 0),
    gallery: Array.from({ length: GALLERY }, (_, view) => imageUrl(hotel.imagery, view)),
    description: hotelDescription(hotel, amenities),
    highlights: amenities.slice(0, HIGHLIGHTS).map((amenity) => AMENITY_NAMES[amenity]),
    tags: hotelTags(hotel),
    category: `${hotel.stars}-star hotel`,
    duration: 'per night',
    bestTime,
    featured: false,
    link: `/hotels/${encodeURIComponent(hotel.id)}`,
    cityId: hotel.cityId,
    live: { kind: 'hotel', hotelId: hotel.id, timeZone },
  };
}
