/**
 * The search API (issue 4): every search is answered from memory (`request.server.inventory`),
 * never from the database. Query strings are validated by the contracts' request schemas; bad
 * input answers 400 VALIDATION_FAILED with `fields`; an unknown id answers 404 NOT_FOUND.
 * Money is {amount, currency} in minor units (USD cents). Image URLs point at our media route.
 *
 * GET /api/search/autocomplete      ?q=&limit=&kinds=               autocompleteRequestSchema → autocompleteResponseSchema      (contracts/search-autocomplete)
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@escazo/contracts/errors';
import { autocompleteRequestSchema, autocompleteResponseSchema } from '@escazo/contracts/search-autocomplete';
import { carLocationResponseSchema, carSearchRequestSchema, carSearchResponseSchema } from '@escazo/contracts/search-cars';
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
import { hotelDetailRequestSchema, hotelDetailResponseSchema, hotelSearchRequestSchema, hotelSearchResponseSchema } from '@escazo/contracts/search-hotels';
import { stayCalendarNights, stayDetailRequestSchema, stayDetailResponseSchema, staySearchRequestSchema, staySearchResponseSchema } from '@escazo/contracts/search-stays';
import { fareCalendar } from '@escazo/search/flights/calendar';
import { findItinerary } from '@escazo/search/flights/itinerary';
import { searchFlights } from '@escazo/search/flights/search';
import { notFound } from '../../lib/app-error.ts';
import { compiledSerializerCompiler } from '../../lib/json-serializer.ts';
import {
  gallery,
  pageInfo,
  presentCarLocation,
  presentCarOffer,
  presentCity,
  presentCruiseOffer,
  presentCruiseSailing,
  presentHotel,
  presentHotelOffer,
  presentStay,
  presentStayOffer,
} from './presenter.ts';
import { addDays, fieldError, resolveFlightPlaces, todayIso, validationFailed } from './service.ts';

/** Results change only with bookings: a short public cache is safe. */
const SHORT_CACHE = 'public, max-age=30';
/** Reference data only changes with a release. */
const LONG_CACHE = 'public, max-age=3600';

const idParams = z.object({ id: z.string().min(1).max(120) });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Searches never need the user: skip the session lookup, so nothing here waits on the database.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, session: false };
  });
  // Large engine-built responses: compiled serializers (see lib/json-serializer.ts).
  app.setSerializerCompiler(compiledSerializerCompiler);
  app.get(
    '/api/search/autocomplete',
    { schema: { tags: ['search'], summary: 'Airports and cities by prefix, typo-tolerant', querystring: autocompleteRequestSchema, response: { 200: autocompleteResponseSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      const { q, limit, kinds } = request.query;
      reply.header('cache-control', LONG_CACHE);
      return { items: request.server.inventory.engines.autocomplete.search(q, { limit, kinds }) };
    },
  );

  app.get(
    '/api/search/flights',
    { schema: { tags: ['search'], summary: 'Flights: one way or round trip, direct and one stop', querystring: flightSearchRequestSchema, response: { 200: flightSearchResponseSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      const inventory = request.server.inventory;
      const places = resolveFlightPlaces(inventory, request.query.from, request.query.to);
      const result = searchFlights(inventory.engines.flights, { ...request.query, ...places }, { now: Date.now(), soldSeats: inventory.sold.flights });
      reply.header('cache-control', SHORT_CACHE);
      return result;
    },
  );

  app.get(
    '/api/search/flights/calendar',
    { schema: { tags: ['search'], summary: 'Lowest price per day around the chosen date', querystring: fareCalendarRequestSchema, response: { 200: fareCalendarResponseSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      const inventory = request.server.inventory;
      const places = resolveFlightPlaces(inventory, request.query.from, request.query.to);
      const result = fareCalendar(inventory.engines.flights, { ...request.query, ...places }, { now: Date.now(), soldSeats: inventory.sold.flights });
      reply.header('cache-control', SHORT_CACHE);
      return result;
    },
  );

  app.get(
    '/api/flights/offers/:id',
    { schema: { tags: ['search'], summary: 'One itinerary re-priced for the cabin and party', params: idParams, querystring: flightOfferRequestSchema, response: { 200: itinerarySchema, ...errors } } },
    async (request, reply) => {
      const inventory = request.server.inventory;
      const itinerary = findItinerary(inventory.engines.flights, request.params.id, request.query, { now: Date.now(), soldSeats: inventory.sold.flights });
      // Gone: unknown, departed, or too few seats left for the party.
      if (!itinerary || itinerary.seatsLeft < request.query.passengers) throw notFound('This flight offer');
      reply.header('cache-control', 'no-cache');
      return itinerary;
    },
  );

  app.get(
    '/api/search/hotels',
    { schema: { tags: ['search'], summary: 'Hotels with a room for the dates and party', querystring: hotelSearchRequestSchema, response: { 200: hotelSearchResponseSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      const inventory = request.server.inventory;
      const result = inventory.engines.hotels.search(request.query, inventory.sold.hotels);
      reply.header('cache-control', SHORT_CACHE);
      return { items: result.items.map(presentHotelOffer), ...pageInfo(result), nights: result.nights, cities: result.cities.map(presentCity) };
    },
  );

  app.get(
    '/api/hotels/:id',
    { schema: { tags: ['search'], summary: 'A hotel, with a quote per room type for the dates', params: idParams, querystring: hotelDetailRequestSchema, response: { 200: hotelDetailResponseSchema, ...errors } } },
    async (request, reply) => {
      const inventory = request.server.inventory;
      const engine = inventory.engines.hotels;
      const hotel = engine.hotel(request.params.id);
      if (!hotel) throw notFound('This hotel');
      const { checkIn, checkOut, guests, rooms } = request.query;
      let quote = null;
      if (checkIn && checkOut) {
        const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
        quote = {
          checkIn,
          checkOut,
          nights,
          guests,
          rooms,
          options: hotel.roomTypes.map((room) => {
            const priced = engine.quote(room.id, checkIn, checkOut, rooms, inventory.sold.hotels);
            const available = priced !== null && room.capacity * rooms >= guests;
            return {
              roomTypeId: room.id,
              available,
              roomsLeft: priced?.roomsLeft ?? 0,
              total: available ? priced.total : null,
              pricePerNight: available ? { amount: Math.round(priced.total.amount / (nights * rooms)), currency: priced.total.currency } : null,
            };
          }),
        };
      }
      reply.header('cache-control', SHORT_CACHE);
      return {
        hotel: {
          ...presentHotel(hotel),
          images: gallery(hotel.imagery, hotel.name),
          roomTypes: hotel.roomTypes.map((room) => ({
            id: room.id,
            code: room.code,
            name: room.name,
            capacity: room.capacity,
            count: room.count,
            baseRate: { amount: room.baseRate, currency: hotel.currency },
          })),
        },
        quote,
      };
    },
  );

  app.get(
    '/api/search/stays',
    { schema: { tags: ['search'], summary: 'Short stays (spec 001 section 5)', querystring: staySearchRequestSchema, response: { 200: staySearchResponseSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      const inventory = request.server.inventory;
      const result = inventory.engines.stays.search(request.query, inventory.sold.stays);
      reply.header('cache-control', SHORT_CACHE);
      return { items: result.items.map(presentStayOffer), ...pageInfo(result) };
    },
  );

  app.get(
    '/api/stays/:id',
    { schema: { tags: ['search'], summary: 'A stay: gallery, facts, availability calendar, price for the dates', params: idParams, querystring: stayDetailRequestSchema, response: { 200: stayDetailResponseSchema, ...errors } } },
    async (request, reply) => {
      const inventory = request.server.inventory;
      const engine = inventory.engines.stays;
      const stay = engine.stay(request.params.id);
      if (!stay) throw notFound('This stay');
      const { checkIn } = request.query;
      const checkOut = checkIn && request.query.checkOut && request.query.checkOut > checkIn ? request.query.checkOut : checkIn ? addDays(checkIn, 1) : undefined;
      const from = request.query.from ?? checkIn ?? todayIso();
      const free = engine.calendar(stay.id, from, stayCalendarNights, inventory.sold.stays) ?? [];
      let quote = null;
      if (checkIn && checkOut) {
        const priced = engine.quote(stay.id, checkIn, checkOut, inventory.sold.stays);
        const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
        quote = { checkIn, checkOut, nights, available: priced !== null, total: priced?.total ?? null };
      }
      const city = inventory.data.stays.cities.find((candidate) => candidate.id === stay.cityId);
      reply.header('cache-control', SHORT_CACHE);
      return {
        stay: { ...presentStay(stay), images: gallery(stay.imagery, stay.title), cityName: city?.name ?? stay.location, country: city?.country ?? '' },
        calendar: { from, nights: free.map((available, i) => ({ date: addDays(from, i), available })) },
        quote,
      };
    },
  );

  app.get(
    '/api/search/cars',
    { schema: { tags: ['search'], summary: 'Rental cars for the pickup and drop-off', querystring: carSearchRequestSchema, response: { 200: carSearchResponseSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      // The calendar disables past dates (carSearchRequestSchemaAt): the same rule with our clock.
      if (request.query.pickupDate < todayIso()) throw validationFailed([fieldError('pickupDate', 'cars.pastDate')]);
      const inventory = request.server.inventory;
      const result = inventory.engines.cars.search(request.query, inventory.sold.cars);
      reply.header('cache-control', SHORT_CACHE);
      return {
        items: result.items.map(presentCarOffer),
        ...pageInfo(result),
        days: result.days,
        pickup: result.pickup.map((location) => presentCarLocation(location).location),
        dropoff: result.dropoff.map((location) => presentCarLocation(location).location),
      };
    },
  );

  app.get(
    '/api/cars/locations/:id',
    { schema: { tags: ['search'], summary: 'A rental desk and its fleet', params: idParams, response: { 200: carLocationResponseSchema, ...errors } } },
    async (request, reply) => {
      const location = request.server.inventory.engines.cars.location(request.params.id);
      if (!location) throw notFound('This rental location');
      reply.header('cache-control', SHORT_CACHE);
      return presentCarLocation(location);
    },
  );

  app.get(
    '/api/search/cruises',
    { schema: { tags: ['search'], summary: 'Cruise sailings for a region and month', querystring: cruiseSearchRequestSchema, response: { 200: cruiseSearchResponseSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      const inventory = request.server.inventory;
      const result = inventory.engines.cruises.search(request.query, inventory.sold.cruises);
      reply.header('cache-control', SHORT_CACHE);
      return { items: result.items.map(presentCruiseOffer), ...pageInfo(result) };
    },
  );

  app.get(
    '/api/cruises/sailings/:id',
    { schema: { tags: ['search'], summary: 'A sailing with its cabins and what is left', params: idParams, querystring: cruiseSailingRequestSchema, response: { 200: cruiseSailingResponseSchema, ...errors } } },
    async (request, reply) => {
      const inventory = request.server.inventory;
      const found = inventory.engines.cruises.sailing(request.params.id);
      const cabins = inventory.engines.cruises.cabins(request.params.id, request.query.passengers, inventory.sold.cruises);
      if (!found || !cabins) throw notFound('This sailing');
      reply.header('cache-control', SHORT_CACHE);
      return presentCruiseSailing(found, cabins, request.query.passengers);
    },
  );
};
