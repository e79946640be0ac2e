import { priceBreakdown } from '@escazo/booking';
import type {
  CarLocationResponse,
  CarOffer as CarOfferBody,
  CarSearchResponse,
  RentalLocationSummary,
} from '@escazo/contracts/search-cars';
import type { CarFleet, RentalLocation } from '@escazo/inventory/cars';
import type { CarOffer, CarSearchResult } from '@escazo/search/cars';
import { image, pageInfo, usd } from './presenter-parts.ts';

export function presentLocation(location: RentalLocation): RentalLocationSummary {
  return {
    id: location.id,
    companyId: location.companyId,
    companyName: location.companyName,
    cityId: location.cityId,
    cityName: location.cityName,
    country: location.country,
    kind: location.kind,
    iata: location.iata,
    name: location.name,
    address: location.address,
    lat: location.lat,
    lon: location.lon,
    rating: location.rating,
  };
}

function presentCar(fleet: CarFleet) {
  return {
    id: fleet.id,
    category: fleet.category,
    model: fleet.model,
    seats: fleet.seats,
    bags: fleet.bags,
    doors: fleet.doors,
    transmission: fleet.transmission,
    image: image(fleet.imagery, fleet.model),
  };
}

export function presentCarOffer(offer: CarOffer): CarOfferBody {
  // The same breakdown the checkout charges for this base (no hidden fees).
  const price = priceBreakdown('car', offer.total.amount, offer.total.currency);
  return {
    id: offer.fleet.id,
    location: presentLocation(offer.location),
    car: presentCar(offer.fleet),
    days: offer.days,
    dailyRate: offer.dailyRate,
    youngDriverFee: offer.youngDriverFee,
    oneWayFee: offer.oneWayFee,
    total: offer.total,
    taxesAndFees: { amount: price.taxesAndFees, currency: price.currency },
    totalWithTaxes: { amount: price.total, currency: price.currency },
    carsLeft: offer.carsLeft,
  };
}

export function presentCarSearch(result: CarSearchResult): CarSearchResponse {
  return {
    items: result.items.map(presentCarOffer),
    ...pageInfo(result),
    days: result.days,
    pickup: result.pickup.map(presentLocation),
    dropoff: result.dropoff.map(presentLocation),
  };
}

export function presentCarLocation(location: RentalLocation): CarLocationResponse {
  return {
    location: presentLocation(location),
    fleet: location.fleet.map((fleet) =>
      Object.assign(presentCar(fleet), { count: fleet.count, dailyRate: usd(fleet.dailyRate) }),
    ),
  };
}
