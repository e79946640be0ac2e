/**
 * The search API: every search is answered from memory (`request.server.inventory`),
 * never from the database. Query strings are validated by the contracts' request schemas; bad
 * input answers 400 VALIDATION_FAILED with `fields`; an unknown id answers 404 NOT_FOUND.
 * Money is {amount, currency} in minor units (USD cents). Image URLs point at our media route.
 * Every handler validates with the contracts' schema, asks the product's service (<product>-service.ts:
 * the rules) and answers through its presenter (<product>-presenter.ts: the response shape).
 *
 * GET /api/search/autocomplete      ?q=&limit=&kinds=               autocompleteRequestSchema → autocompleteResponseSchema      (contracts/search-autocomplete)
 * GET /api/search/network          (no query)                        → networkStatsSchema                                      (contracts/network-stats; the counts pages quote)
 * GET /api/search/flights           ?from=&to=&date=&returnDate=...  flightSearchRequestSchema → flightSearchResponseSchema     (contracts/search-flights)
 *       from/to: an airport IATA code ('JFK') or a city id ('US-new-york' → all its airports)
 * GET /api/search/flights/calendar  ?from=&to=&date=&returnDate=...  fareCalendarRequestSchema → fareCalendarResponseSchema     (contracts/search-flights)
 * GET /api/flights/offers/:id       ?cabin=&passengers=              flightOfferRequestSchema  → itinerarySchema                (contracts/search-flights; 404 when gone)
 * GET /api/search/hotels            ?destination=&checkIn=&checkOut=... hotelSearchRequestSchema → hotelSearchResponseSchema    (contracts/search-hotels)
 * GET /api/hotels/:id               ?checkIn=&checkOut=&guests=&rooms= hotelDetailRequestSchema → hotelDetailResponseSchema     (contracts/search-hotels; quote per room type when dates given)
 * GET /api/search/stays             ?q=&checkIn=&checkOut=&guests=...  staySearchRequestSchema  → staySearchResponseSchema      (contracts/search-stays; never 400: fallbacks)
 * GET /api/stays/:id                ?checkIn=&checkOut=&from=         stayDetailRequestSchema  → stayDetailResponseSchema       (contracts/search-stays; gallery, 60-night calendar, quote)
 * GET /api/search/cars              ?pickupLocation=&dropoffLocation=... carSearchRequestSchemaAt(today) → carSearchResponseSchema (contracts/search-cars)
 * GET /api/cars/locations/:id       (no query)                        → carLocationResponseSchema                               (contracts/search-cars)
 * GET /api/search/cruises           ?destination=&month=&passengers=... cruiseSearchRequestSchema → cruiseSearchResponseSchema  (contracts/search-cruises)
 * GET /api/cruises/sailings/:id     ?passengers=                      cruiseSailingRequestSchema → cruiseSailingResponseSchema  (contracts/search-cruises)
 * GET /media/inventory/:scene/:palette/:file  file = '<seed>.svg' or '<seed>-<view>.svg' (gallery view 1-5): SVG art, immutable
 *       (modules/inventory-media; the URLs come in the responses' `image`/`images` fields: don't build them in the web app)
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@escazo/contracts/errors';
import { networkStatsSchema } from '@escazo/contracts/network-stats';
import { autocompleteRequestSchema, autocompleteResponseSchema } from '@escazo/contracts/search-autocomplete';
import {
  carLocationResponseSchema,
  carSearchRequestSchema,
  carSearchResponseSchema,
} from '@escazo/contracts/search-cars';
import {
  cruiseSailingRequestSchema,
  cruiseSailingResponseSchema,
  cruiseSearchRequestSchema,
  cruiseSearchResponseSchema,
} from '@escazo/contracts/search-cruises';
import {
  fareCalendarRequestSchema,
  fareCalendarResponseSchema,
  flightOfferRequestSchema,
  flightSearchRequestSchema,
  flightSearchResponseSchema,
  itinerarySchema,
} from '@escazo/contracts/search-flights';
import {
  hotelDetailRequestSchema,
  hotelDetailResponseSchema,
  hotelSearchRequestSchema,
  hotelSearchResponseSchema,
} from '@escazo/contracts/search-hotels';
import {
  stayDetailRequestSchema,
  stayDetailResponseSchema,
  staySearchRequestSchema,
  staySearchResponseSchema,
} from '@escazo/contracts/search-stays';
import { compiledSerializerCompiler } from '@server/lib/json-serializer.ts';
import { presentAutocomplete } from './autocomplete-presenter.ts';
import { presentCarLocation, presentCarSearch } from './car-presenter.ts';
import { carLocation, searchCars } from './car-service.ts';
import { presentCruiseSailing, presentCruiseSearch } from './cruise-presenter.ts';
import { cruiseSailing, searchCruises } from './cruise-service.ts';
import { presentFareCalendar, presentFlightOffer, presentFlightSearch } from './flight-presenter.ts';
import { flightFareCalendar, flightOffer, flightSearch } from './flight-service.ts';
import { presentHotelDetail, presentHotelSearch } from './hotel-presenter.ts';
import { hotelDetail, searchHotels } from './hotel-service.ts';
import { networkStats } from './network-service.ts';
import { autocomplete } from './service.ts';
import { presentStayDetail, presentStaySearch } from './stay-presenter.ts';
import { searchStays, stayDetail } from './stay-service.ts';
import {
  carDestinationCity,
  flightDestinationCity,
  hotelDestinationCity,
  stayDestinationCity,
} from './search-destination.ts';
import { singleLineText } from '@escazo/contracts/text';

/** Results change only with bookings: a short public cache is safe. */
const SHORT_CACHE = 'public, max-age=30';
/** Reference data only changes with a release. */
const LONG_CACHE = 'public, max-age=3600';

const idParams = z.object({ id: singleLineText().min(1).max(120) });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** Counts one search for its destination city (in memory; see search-counts.ts). */
function countSearch(app: FastifyInstance, cityId: string | null): void {
  if (cityId) app.searchCounts.record(cityId, app.clock.now());
}

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Searches never need the user: skip the session lookup, so nothing here waits on the database.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, session: false };
  });
  // Large engine-built responses: compiled serializers (see lib/json-serializer.ts).
  app.setSerializerCompiler(compiledSerializerCompiler);

  app.get(
    '/api/search/network',
    {
      schema: {
        tags: ['search'],
        summary: 'What the inventory holds: airlines, airports, cities, countries, hotels and rental desks',
        response: { 200: networkStatsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', LONG_CACHE);
      return networkStats(request.server.inventory);
    },
  );

  app.get(
    '/api/search/autocomplete',
    {
      schema: {
        tags: ['search'],
        summary: 'Airports and cities by prefix, typo-tolerant',
        querystring: autocompleteRequestSchema,
        response: { 200: autocompleteResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const items = autocomplete(request.server.inventory, request.query);
      reply.header('cache-control', LONG_CACHE);
      return presentAutocomplete(items);
    },
  );

  app.get(
    '/api/search/flights',
    {
      config: { bookingDays: ['query.date', 'query.returnDate'] },
      schema: {
        tags: ['search'],
        summary: 'Flights: one way or round trip, direct and one stop',
        querystring: flightSearchRequestSchema,
        response: { 200: flightSearchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = flightSearch(request.server.inventory, request.query, app.clock.now().getTime());
      countSearch(request.server, flightDestinationCity(request.server.inventory, request.query.to));
      reply.header('cache-control', SHORT_CACHE);
      return presentFlightSearch(result);
    },
  );

  app.get(
    '/api/search/flights/calendar',
    {
      config: { bookingDays: ['query.date', 'query.returnDate'] },
      schema: {
        tags: ['search'],
        summary: 'Lowest price per day around the chosen date',
        querystring: fareCalendarRequestSchema,
        response: { 200: fareCalendarResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = flightFareCalendar(request.server.inventory, request.query, app.clock.now().getTime());
      reply.header('cache-control', SHORT_CACHE);
      return presentFareCalendar(result);
    },
  );

  app.get(
    '/api/flights/offers/:id',
    {
      schema: {
        tags: ['search'],
        summary: 'One itinerary re-priced for the cabin and party',
        params: idParams,
        querystring: flightOfferRequestSchema,
        response: { 200: itinerarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const itinerary = flightOffer(
        request.server.inventory,
        request.params.id,
        request.query,
        app.clock.now().getTime(),
      );
      reply.header('cache-control', 'no-cache');
      return presentFlightOffer(itinerary);
    },
  );

  app.get(
    '/api/search/hotels',
    {
      config: { bookingDays: ['query.checkIn', 'query.checkOut'] },
      schema: {
        tags: ['search'],
        summary: 'Hotels with a room for the dates and party',
        querystring: hotelSearchRequestSchema,
        response: { 200: hotelSearchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = searchHotels(request.server.inventory, request.query);
      countSearch(request.server, hotelDestinationCity(result.cities));
      reply.header('cache-control', SHORT_CACHE);
      return presentHotelSearch(result);
    },
  );

  app.get(
    '/api/hotels/:id',
    {
      config: { bookingDays: ['query.checkIn', 'query.checkOut'] },
      schema: {
        tags: ['search'],
        summary: 'A hotel, with a quote per room type for the dates',
        params: idParams,
        querystring: hotelDetailRequestSchema,
        response: { 200: hotelDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const detail = hotelDetail(request.server.inventory, request.params.id, request.query);
      reply.header('cache-control', SHORT_CACHE);
      return presentHotelDetail(detail);
    },
  );

  app.get(
    '/api/search/stays',
    {
      config: { bookingDays: ['query.checkIn', 'query.checkOut'] },
      schema: {
        tags: ['search'],
        summary: 'Short stays for a place or words, dates and party',
        querystring: staySearchRequestSchema,
        response: { 200: staySearchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = searchStays(request.server.inventory, request.query);
      countSearch(request.server, stayDestinationCity(request.server.inventory, request.query.q));
      reply.header('cache-control', SHORT_CACHE);
      return presentStaySearch(result);
    },
  );

  app.get(
    '/api/stays/:id',
    {
      config: { bookingDays: ['query.checkIn', 'query.checkOut'] },
      schema: {
        tags: ['search'],
        summary: 'A stay: gallery, facts, availability calendar, price for the dates',
        params: idParams,
        querystring: stayDetailRequestSchema,
        response: { 200: stayDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const detail = stayDetail(request.server.inventory, request.params.id, request.query, app.clock.now());
      reply.header('cache-control', SHORT_CACHE);
      return presentStayDetail(detail);
    },
  );

  app.get(
    '/api/search/cars',
    {
      config: { bookingDays: ['query.pickupDate', 'query.dropoffDate'] },
      schema: {
        tags: ['search'],
        summary: 'Rental cars for the pickup and drop-off',
        querystring: carSearchRequestSchema,
        response: { 200: carSearchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = searchCars(request.server.inventory, request.query, app.clock.now());
      countSearch(request.server, carDestinationCity(result.pickup));
      reply.header('cache-control', SHORT_CACHE);
      return presentCarSearch(result);
    },
  );

  app.get(
    '/api/cars/locations/:id',
    {
      schema: {
        tags: ['search'],
        summary: 'A rental desk and its fleet',
        params: idParams,
        response: { 200: carLocationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const location = carLocation(request.server.inventory, request.params.id);
      reply.header('cache-control', SHORT_CACHE);
      return presentCarLocation(location);
    },
  );

  app.get(
    '/api/search/cruises',
    {
      schema: {
        tags: ['search'],
        summary: 'Cruise sailings for a region and month',
        querystring: cruiseSearchRequestSchema,
        response: { 200: cruiseSearchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = searchCruises(request.server.inventory, request.query);
      reply.header('cache-control', SHORT_CACHE);
      return presentCruiseSearch(result);
    },
  );

  app.get(
    '/api/cruises/sailings/:id',
    {
      schema: {
        tags: ['search'],
        summary: 'A sailing with its cabins and what is left',
        params: idParams,
        querystring: cruiseSailingRequestSchema,
        response: { 200: cruiseSailingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sailing = cruiseSailing(request.server.inventory, request.params.id, request.query.passengers);
      reply.header('cache-control', SHORT_CACHE);
      return presentCruiseSailing(sailing);
    },
  );
};
