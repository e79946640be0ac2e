import type {
  CruiseOffer as CruiseOfferBody,
  CruiseSailingResponse,
  CruiseSearchResponse,
} from '@escazo/contracts/search-cruises';
import type { CruisePort } from '@escazo/inventory/cruises';
import type { CruiseOffer, CruiseSearchResult } from '@escazo/search/cruises';
import type { CruiseSailingDetail, CruiseSailingFound } from './cruise-service.ts';
import { image, pageInfo } from './presenter-parts.ts';

const presentPort = (port: CruisePort) => ({
  id: port.id,
  name: port.name,
  country: port.country,
  lat: port.lat,
  lon: port.lon,
});

function presentSailing(found: CruiseSailingFound) {
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

export function presentCruiseSearch(result: CruiseSearchResult): CruiseSearchResponse {
  return { items: result.items.map(presentCruiseOffer), ...pageInfo(result) };
}

/** A sailing with its port calls, ship picture and the party's cabins. */
export function presentCruiseSailing({ found, cabins, passengers }: CruiseSailingDetail): CruiseSailingResponse {
  return {
    sailing: {
      ...presentSailing(found),
      calls: found.itinerary.calls.map(presentPort),
      scenic: found.itinerary.scenic,
      shipImage: image(found.ship.imagery, found.ship.name),
    },
    passengers,
    cabins,
  };
}
