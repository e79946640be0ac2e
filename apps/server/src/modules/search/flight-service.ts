import type {
  FareCalendarRequest,
  FareCalendarResponse,
  FlightOfferRequest,
  FlightSearchRequest,
  FlightSearchResponse,
  Itinerary,
} from '@escazo/contracts/search-flights';
import { fareCalendar, findItinerary, searchFlights } from '@escazo/search/flights';
import { notFound } from '@server/lib/app-error.ts';
import type { Inventory } from '../inventory/public.ts';
import { resolveFlightPlaces } from './service.ts';

/** From and to are airport codes or city ids (400 naming the unknown one); sold seats are ours; now: epoch ms. */
export function flightSearch(inventory: Inventory, request: FlightSearchRequest, now: number): FlightSearchResponse {
  const places = resolveFlightPlaces(inventory, request.from, request.to);
  return searchFlights(
    inventory.engines.flights,
    { ...request, ...places },
    { now, soldSeats: inventory.sold.flights },
  );
}

/** The lowest price per day around the chosen date, for the same places and party as a search. */
export function flightFareCalendar(
  inventory: Inventory,
  request: FareCalendarRequest,
  now: number,
): FareCalendarResponse {
  const places = resolveFlightPlaces(inventory, request.from, request.to);
  return fareCalendar(inventory.engines.flights, { ...request, ...places }, { now, soldSeats: inventory.sold.flights });
}

/** One itinerary re-priced for the cabin and party; 404 when gone: unknown, departed, or too few seats left for the party. */
export function flightOffer(inventory: Inventory, id: string, request: FlightOfferRequest, now: number): Itinerary {
  const itinerary = findItinerary(inventory.engines.flights, id, request, {
    now,
    soldSeats: inventory.sold.flights,
  });
  if (!itinerary || itinerary.seatsLeft < request.passengers) throw notFound('This flight offer');
  return itinerary;
}
