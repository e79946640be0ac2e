import type { Money } from '@escazo/contracts/common';
import type { CarLocationResponse, CarOffer as CarOfferBody, RentalLocationSummary } from '@escazo/contracts/search-cars';
import type { CruiseOffer as CruiseOfferBody, CruiseSailingResponse } from '@escazo/contracts/search-cruises';
import type { HotelOffer as HotelOfferBody, HotelSummary, InventoryImage, LodgingCitySummary } from '@escazo/contracts/search-hotels';
import type { StayOffer as StayOfferBody, StaySummary } from '@escazo/contracts/search-stays';
import type { CarFleet, RentalLocation } from '@escazo/inventory/cars/types';
import type { CruisePort, CruiseLine, Itinerary, Sailing, Ship } from '@escazo/inventory/cruises/types';
import type { Hotel, LodgingCity } from '@escazo/inventory/hotels/types';
import type { ImageryDescriptor } from '@escazo/inventory/imagery/descriptor';
import type { Stay } from '@escazo/inventory/stays/types';
import type { CarOffer } from '@escazo/search/cars/search-cars';
import type { CabinAvailability, CruiseOffer } from '@escazo/search/cruises/search-cruises';
import type { HotelOffer } from '@escazo/search/hotels/search-hotels';
import type { Page } from '@escazo/search/hotels/paginate';
import type { StayOffer } from '@escazo/search/stays/search-stays';
import { galleryViews, imageUrl } from '../inventory-media/art.ts';

const usd = (amount: number): Money => ({ amount, currency: 'USD' });

export function image(imagery: ImageryDescriptor, alt: string, view = 0): InventoryImage {
  return { url: imageUrl(imagery, view), alt };
}

/** The main picture then the gallery views. */
export function gallery(imagery: ImageryDescriptor, alt: string): InventoryImage[] {
  return Array.from({ length: galleryViews + 1 }, (_, view) => image(imagery, view === 0 ? alt : `${alt} (${view + 1})`, view));
}

export function pageInfo<T>(page: Page<T>) {
  return { total: page.total, page: page.page, pageSize: page.pageSize, pageCount: Math.ceil(page.total / page.pageSize) };
}

export const presentCity = (city: LodgingCity): LodgingCitySummary => ({ id: city.id, name: city.name, country: city.country, countryName: city.countryName });

// Pictures of the (immutable) inventory items, made once per item: results pages show the same ones often.
const imageCache = new WeakMap<object, InventoryImage>();
function imageOf(item: { imagery: ImageryDescriptor }, alt: string): InventoryImage {
  let cached = imageCache.get(item);
  if (!cached) imageCache.set(item, (cached = image(item.imagery, alt)));
  return cached;
}

export function presentHotel(hotel: Hotel): HotelSummary {
  return {
    id: hotel.id,
    name: hotel.name,
    cityId: hotel.cityId,
    location: hotel.location,
    address: hotel.address,
    lat: hotel.lat,
    lon: hotel.lon,
    stars: hotel.stars,
    guestRating: hotel.guestRating,
    reviewCount: hotel.reviewCount,
    amenities: hotel.amenities,
    image: imageOf(hotel, hotel.name),
  };
}

// Offers extend the summary with Object.assign, not an object spread: spreading the summary into a
// new literal measured twenty times slower per offer (results pages shape twenty per request).
export function presentHotelOffer(offer: HotelOffer): HotelOfferBody {
  const { room } = offer;
  return Object.assign(presentHotel(offer.hotel), {
    room: { id: room.id, code: room.code, name: room.name, capacity: room.capacity },
    rooms: offer.rooms,
    nights: offer.nights,
    roomsLeft: offer.roomsLeft,
    pricePerNight: offer.pricePerNight,
    total: offer.total,
  });
}

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

export const presentStayOffer = (offer: StayOffer): StayOfferBody => Object.assign(presentStay(offer.stay), { nights: offer.nights, total: offer.total });

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
  return {
    id: offer.fleet.id,
    location: presentLocation(offer.location),
    car: presentCar(offer.fleet),
    days: offer.days,
    dailyRate: offer.dailyRate,
    youngDriverFee: offer.youngDriverFee,
    oneWayFee: offer.oneWayFee,
    total: offer.total,
    carsLeft: offer.carsLeft,
  };
}

export function presentCarLocation(location: RentalLocation): CarLocationResponse {
  return {
    location: presentLocation(location),
    fleet: location.fleet.map((fleet) => Object.assign(presentCar(fleet), { count: fleet.count, dailyRate: usd(fleet.dailyRate) })),
  };
}

const presentPort = (port: CruisePort) => ({ id: port.id, name: port.name, country: port.country, lat: port.lat, lon: port.lon });

function presentSailing(found: { sailing: Sailing; itinerary: Itinerary; ship: Ship; line: CruiseLine }) {
  const { sailing, itinerary, ship, line } = found;
  return {
    id: sailing.id,
    title: itinerary.title,
    region: sailing.region,
    line: { id: line.id, name: line.name, rating: line.rating },
    ship: { id: ship.id, name: ship.name, rating: ship.rating },
    nights: sailing.nights,
    departure: sailing.departure,
    returnDate: sailing.returnDate,
    embark: presentPort(itinerary.embark),
    destinations: itinerary.destinations,
    rating: sailing.rating,
    image: image(sailing.imagery, `${ship.name}: ${itinerary.title}`),
  };
}

export function presentCruiseOffer(offer: CruiseOffer): CruiseOfferBody {
  return Object.assign(presentSailing(offer), { cabin: offer.cabin, passengers: offer.passengers, total: offer.total });
}

export function presentCruiseSailing(
  found: { sailing: Sailing; itinerary: Itinerary; ship: Ship; line: CruiseLine },
  cabins: CabinAvailability[],
  passengers: number,
): CruiseSailingResponse {
  return {
    sailing: {
      ...presentSailing(found),
      calls: found.itinerary.calls.map(presentPort),
      scenic: found.itinerary.scenic,
      shipImage: image(found.ship.imagery, found.ship.name),
    },
    passengers,
    cabins: cabins.map((cabin) => ({
      ...cabin,
      available: cabin.cabinsLeft >= cabin.cabinsNeeded,
      total: usd(cabin.pricePerPerson.amount * passengers),
    })),
  };
}
