import type {
  StayDetailResponse,
  StayOffer as StayOfferBody,
  StaySearchResponse,
  StaySummary,
} from '@escazo/contracts/search-stays';
import type { Stay } from '@escazo/inventory/stays';
import type { StayOffer, StaySearchResult } from '@escazo/search/stays';
import { gallery, imageOf, pageInfo, usd } from './presenter-parts.ts';
import type { StayDetail } from './stay-service.ts';

export function presentStay(stay: Stay): StaySummary {
  return {
    id: stay.id,
    title: stay.title,
    type: stay.type,
    cityId: stay.cityId,
    location: stay.location,
    lat: stay.lat,
    lon: stay.lon,
    beds: stay.beds,
    baths: stay.baths,
    guests: stay.guests,
    rating: stay.rating,
    reviewCount: stay.reviewCount,
    pricePerNight: usd(stay.pricePerNight),
    image: imageOf(stay, stay.title),
  };
}

export const presentStayOffer = (offer: StayOffer): StayOfferBody =>
  Object.assign(presentStay(offer.stay), { nights: offer.nights, total: offer.total });

export function presentStaySearch(result: StaySearchResult): StaySearchResponse {
  return { items: result.items.map(presentStayOffer), ...pageInfo(result) };
}

/** The stay's facts and gallery, named by its city (the stay's own location when the city is unknown). */
export function presentStayDetail({ stay, city, calendar, quote }: StayDetail): StayDetailResponse {
  return {
    stay: {
      ...presentStay(stay),
      images: gallery(stay.imagery, stay.title),
      cityName: city?.name ?? stay.location,
      country: city?.country ?? '',
    },
    calendar,
    quote,
  };
}
