import type { FareCalendarResponse, FlightSearchResponse, Itinerary } from '@escazo/contracts/search-flights';

/**
 * The flight engine builds its answers in the contract's shape already (itineraries are made once,
 * in routing and pricing, with no rows behind them), so these presenters hand them on unchanged:
 * copying hundreds of itineraries per search would cost time on the busiest route.
 */
export const presentFlightSearch = (result: FlightSearchResponse): FlightSearchResponse => result;

export const presentFareCalendar = (result: FareCalendarResponse): FareCalendarResponse => result;

export const presentFlightOffer = (itinerary: Itinerary): Itinerary => itinerary;
