import { packageBase } from '@escazo/booking';
import type { Take } from '@escazo/booking';
import type { BookingType, OfferRequest } from '@escazo/contracts/bookings';
import { addDays, todayIso } from '@escazo/contracts/dates';
import { validationMessages } from '@escazo/contracts/messages';
import { carSearchRequestSchema } from '@escazo/contracts/search-cars';
import { rentalPeriod } from '@escazo/inventory/cars';
import type { FlightPattern } from '@escazo/inventory/flights';
import { foldName, nearestTimeZone } from '@escazo/inventory';
import { zonedInstant } from '@escazo/contracts/zoned-time';
import { returnMismatch, roundTripFare } from '@escazo/contracts/flight-round-trip';
import { findItinerary } from '@escazo/search/flights';
import { AppError, notFound } from '@server/lib/app-error.ts';
import type { Inventory } from '../inventory/public.ts';
import { destinationName } from './destination.ts';

/** A product priced from the engines at this moment, with what booking it would take. */
export type PricedProduct = {
  type: BookingType;
  title: string;
  destination: string;
  startDate: string;
  endDate: string;
  /** Epoch ms the product starts (the cancellation policy's clock). */
  startsAt: number;
  /** Before taxes and fees, minor units. */
  base: number;
  currency: string;
  takes: Take[];
  travellers: { kind: 'passengers' | 'lead-guest' | 'driver'; count: number; dateOfBirth: boolean };
  /** Flights and packages: the cabin decides the cancellation policy. */
  cabin?: string;
  /** A round trip: epoch ms its return departs. */
  returnStartsAt?: number;
};

export const soldOut = () => new AppError(409, 'SOLD_OUT', 'Sorry, this is no longer available for your selection.');
const invalid = (path: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [{ path, code: 'field.invalid', message }]);

/** The start of a local day (or a local time that day) where a product starts, in that place's zone. */
const localStart = (
  inventory: Inventory,
  place: { lat: number; lon: number; country: string },
  day: string,
  clock?: string,
) => zonedInstant(day, nearestTimeZone(inventory.data.reference.airports, place), clock);

function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let day = checkIn; day < checkOut && nights.length < 366; day = addDays(day, 1)) nights.push(day);
  return nights;
}

function checkStayDates(checkIn: string, checkOut: string, now: number) {
  if (checkIn < todayIso(now)) throw invalid('checkIn', 'The check-in date is in the past.');
  if (checkOut <= checkIn) throw invalid('checkOut', 'Check-out must be after check-in.');
  if (nightsOf(checkIn, checkOut).length > 30) throw invalid('checkOut', 'A booking is at most 30 nights.');
}

const patternsBy = new WeakMap<Inventory['data'], Map<string, FlightPattern>>();
function pattern(inventory: Inventory, flightNumber: string): FlightPattern | undefined {
  let map = patternsBy.get(inventory.data);
  if (!map)
    patternsBy.set(inventory.data, (map = new Map(inventory.data.flights.patterns.map((p) => [p.flightNumber, p]))));
  return map.get(flightNumber);
}

type FlightSelection = {
  itineraryId: string;
  cabin: Extract<OfferRequest, { type: 'flight' }>['cabin'];
  passengers: number;
};

/** One itinerary priced for the cabin and party, with the seats it takes: 404 unknown, 409 SOLD_OUT. */
function priceItinerary(inventory: Inventory, r: FlightSelection, now: number, what = 'This flight offer') {
  const itinerary = findItinerary(
    inventory.engines.flights,
    r.itineraryId,
    { cabin: r.cabin, passengers: r.passengers },
    { now, soldSeats: inventory.sold.flights },
  );
  if (!itinerary) throw notFound(what);
  if (itinerary.seatsLeft < r.passengers) throw soldOut();
  const takes: Take[] = itinerary.legs.map((leg) => ({
    kind: 'flight',
    flightNumber: leg.flightNumber,
    date: leg.departure.local.slice(0, 10),
    cabin: r.cabin,
    quantity: r.passengers,
    capacity: pattern(inventory, leg.flightNumber)?.seats[r.cabin] ?? 0,
  }));
  return { itinerary, takes };
}

const departs = (leg: { departure: { local: string; utcOffset: string } }) =>
  Date.parse(`${leg.departure.local}:00${leg.departure.utcOffset}`);

function priceFlight(inventory: Inventory, r: FlightSelection, now: number) {
  const { itinerary, takes } = priceItinerary(inventory, r, now);
  const first = itinerary.legs[0]!;
  const last = itinerary.legs[itinerary.legs.length - 1]!;
  const priced: PricedProduct = {
    type: 'flight',
    title: `${first.from.city} (${first.from.code}) → ${last.to.city} (${last.to.code})`,
    destination: destinationName(last.to.city, last.to.country),
    startDate: first.departure.local.slice(0, 10),
    endDate: last.arrival.local.slice(0, 10),
    startsAt: departs(first),
    base: itinerary.price.amount,
    currency: itinerary.price.currency,
    takes,
    travellers: { kind: 'passengers', count: r.passengers, dateOfBirth: true },
    cabin: r.cabin,
  };
  return { priced, arrival: last, itinerary };
}

/**
 * A round trip: the outbound and the return priced as they are alone, in the same cabin for the
 * same party; the return must leave from where the outbound lands, come back to where it left and
 * depart an hour or more after it lands (400 otherwise). One product: its base is both fares, its
 * dates run from the outbound's departure to the return's arrival, its policy's clock is the first
 * departure, and the booking takes every seat of both or none.
 */
function priceRoundTrip(
  inventory: Inventory,
  r: Extract<OfferRequest, { type: 'flight' }> & { returnItineraryId: string },
  now: number,
): PricedProduct {
  const { priced: outbound, itinerary: out } = priceFlight(inventory, r, now);
  const back = priceItinerary(inventory, { ...r, itineraryId: r.returnItineraryId }, now, 'This return flight');
  const mismatch = returnMismatch(out, back.itinerary);
  if (mismatch === 'route')
    throw invalid('returnItineraryId', 'The return flight must fly back from where the outbound flight lands.');
  if (mismatch === 'time')
    throw invalid(
      'returnItineraryId',
      'The return flight must leave at least an hour after the outbound flight lands.',
    );
  const fare = roundTripFare(out.price, back.itinerary.price);
  if (!fare) throw invalid('returnItineraryId', 'The outbound and return flights are priced in different currencies.');
  const first = out.legs[0]!;
  const last = out.legs[out.legs.length - 1]!;
  const home = back.itinerary.legs[back.itinerary.legs.length - 1]!;
  return {
    ...outbound,
    title: `${first.from.city} (${first.from.code}) ↔ ${last.to.city} (${last.to.code})`,
    endDate: home.arrival.local.slice(0, 10),
    base: fare.amount,
    currency: fare.currency,
    takes: [...outbound.takes, ...back.takes],
    returnStartsAt: departs(back.itinerary.legs[0]!),
  };
}

function priceHotel(inventory: Inventory, r: Extract<OfferRequest, { type: 'hotel' }>, now: number): PricedProduct {
  const hotel = inventory.engines.hotels.hotel(r.hotelId);
  const room = hotel?.roomTypes.find((t) => t.id === r.roomTypeId);
  if (!hotel || !room) throw notFound('This room');
  checkStayDates(r.checkIn, r.checkOut, now);
  if (r.guests > room.capacity * r.rooms) throw invalid('guests', 'Too many guests for these rooms.');
  const quote = inventory.engines.hotels.quote(room.id, r.checkIn, r.checkOut, r.rooms, inventory.sold.hotels);
  if (!quote || quote.roomsLeft < r.rooms) throw soldOut();
  return {
    type: 'hotel',
    title: `${hotel.name} · ${room.name}`,
    destination: hotel.location,
    startDate: r.checkIn,
    endDate: r.checkOut,
    startsAt: localStart(inventory, hotel, r.checkIn),
    base: quote.total.amount,
    currency: quote.total.currency,
    takes: nightsOf(r.checkIn, r.checkOut).map((night) => ({
      kind: 'hotel',
      roomTypeId: room.id,
      night,
      quantity: r.rooms,
      capacity: room.count,
    })),
    travellers: { kind: 'lead-guest', count: 1, dateOfBirth: false },
  };
}

function priceStay(inventory: Inventory, r: Extract<OfferRequest, { type: 'stay' }>, now: number): PricedProduct {
  const stay = inventory.engines.stays.stay(r.stayId);
  if (!stay) throw notFound('This stay');
  checkStayDates(r.checkIn, r.checkOut, now);
  if (r.guests > stay.guests) throw invalid('guests', 'Too many guests for this stay.');
  const quote = inventory.engines.stays.quote(stay.id, r.checkIn, r.checkOut, inventory.sold.stays);
  if (!quote) throw soldOut();
  return {
    type: 'stay',
    title: stay.title,
    destination: stay.location,
    startDate: r.checkIn,
    endDate: r.checkOut,
    startsAt: localStart(inventory, { lat: stay.lat, lon: stay.lon, country: stay.cityId.slice(0, 2) }, r.checkIn),
    base: quote.total.amount,
    currency: quote.total.currency,
    takes: nightsOf(r.checkIn, r.checkOut).map((night) => ({ kind: 'stay', stayId: stay.id, night })),
    travellers: { kind: 'lead-guest', count: 1, dateOfBirth: false },
  };
}

function priceCar(inventory: Inventory, r: Extract<OfferRequest, { type: 'car' }>, now: number): PricedProduct {
  const location = inventory.engines.cars.location(r.locationId);
  const fleet = location?.fleet.find((f) => f.category === r.category);
  if (!location || !fleet) throw notFound('This car');
  if (r.dropoffLocationId && !inventory.engines.cars.location(r.dropoffLocationId))
    throw notFound('This drop-off location');
  if (r.pickupDate < todayIso(now)) throw invalid('pickupDate', 'The pick-up date is in the past.');
  const period = rentalPeriod(r.pickupDate, r.pickupTime, r.dropoffDate, r.dropoffTime);
  if (!period)
    throw r.pickupDate === r.dropoffDate
      ? invalid('dropoffTime', validationMessages['cars.invalidTimes'])
      : invalid('dropoffDate', validationMessages['cars.invalidDates']);
  if (period.days > 30) throw invalid('dropoffDate', 'A rental is at most 30 days.');
  const request = carSearchRequestSchema.parse({
    pickupLocation: location.id,
    dropoffLocation: r.dropoffLocationId ?? location.id,
    pickupDate: r.pickupDate,
    pickupTime: r.pickupTime,
    dropoffDate: r.dropoffDate,
    dropoffTime: r.dropoffTime,
    driverAge: r.driverAge,
    categories: r.category,
    pageSize: 50,
  });
  const offer = inventory.engines.cars
    .search(request, inventory.sold.cars)
    .items.find((o) => o.location.id === location.id && o.fleet.id === fleet.id);
  if (!offer) throw invalid('category', 'This car cannot be rented with this driver age.');
  if (offer.carsLeft < 1) throw soldOut();
  const days: string[] = [];
  for (let day = r.pickupDate; day <= r.dropoffDate; day = addDays(day, 1)) days.push(day);
  return {
    type: 'car',
    title: `${fleet.model} (${r.category}) · ${location.companyName}`,
    destination: destinationName(location.cityName, location.country),
    startDate: r.pickupDate,
    endDate: r.dropoffDate,
    // The pick-up time is the desk's wall clock.
    startsAt: localStart(inventory, location, r.pickupDate, r.pickupTime),
    base: offer.total.amount,
    currency: offer.total.currency,
    takes: days.map((day) => ({ kind: 'car', fleetId: fleet.id, day, quantity: 1, capacity: fleet.count })),
    travellers: { kind: 'driver', count: 1, dateOfBirth: false },
  };
}

function priceCruise(inventory: Inventory, r: Extract<OfferRequest, { type: 'cruise' }>, now: number): PricedProduct {
  const found = inventory.engines.cruises.sailing(r.sailingId);
  if (!found || found.sailing.departure <= todayIso(now)) throw notFound('This sailing');
  const cabin = inventory.engines.cruises
    .cabins(r.sailingId, r.passengers, inventory.sold.cruises)
    ?.find((c) => c.category === r.category);
  if (!cabin) throw notFound('This cabin');
  if (cabin.cabinsLeft < cabin.cabinsNeeded) throw soldOut();
  const { sailing, itinerary, ship } = found;
  return {
    type: 'cruise',
    title: `${itinerary.title} · ${ship.name}`,
    destination: itinerary.destinations.join(', ') || itinerary.embark.name,
    startDate: sailing.departure,
    endDate: sailing.returnDate,
    startsAt: localStart(inventory, itinerary.embark, sailing.departure),
    base: cabin.pricePerPerson.amount * r.passengers,
    currency: cabin.pricePerPerson.currency,
    takes: [
      {
        kind: 'cruise',
        sailingId: sailing.id,
        category: r.category,
        quantity: cabin.cabinsNeeded,
        capacity: ship.cabins[r.category],
      },
    ],
    travellers: { kind: 'passengers', count: r.passengers, dateOfBirth: true },
  };
}

/**
 * A package: the flight and the hotel priced as they are alone, the hotel in the flight's
 * destination city from the arrival day; the base is packageBase of both, and the booking takes the
 * seats and the room-nights together.
 */
function pricePackage(inventory: Inventory, r: Extract<OfferRequest, { type: 'package' }>, now: number): PricedProduct {
  const { priced: flight, arrival } = priceFlight(inventory, r.flight, now);
  const lodging = inventory.engines.hotels.hotel(r.hotel.hotelId);
  if (!lodging) throw notFound('This room');
  const city = inventory.data.hotels.cities.find((c) => c.id === lodging.cityId);
  const sameCity =
    lodging.country === arrival.to.country &&
    (city?.airports.includes(arrival.to.code) || foldName(lodging.cityName) === foldName(arrival.to.city));
  if (!sameCity) throw invalid('hotel.hotelId', "The hotel must be in the flight's destination city.");
  if (r.hotel.checkIn !== arrival.arrival.local.slice(0, 10))
    throw invalid('hotel.checkIn', "Check-in must be the flight's arrival day.");
  const hotel = priceHotel(inventory, { type: 'hotel', ...r.hotel }, now);
  if (hotel.currency !== flight.currency)
    throw invalid('hotel.hotelId', 'The flight and the hotel are priced in different currencies.');
  return {
    type: 'package',
    title: `${lodging.cityName} package: flight + ${lodging.name}`,
    destination: hotel.destination,
    startDate: flight.startDate,
    endDate: hotel.endDate,
    startsAt: flight.startsAt,
    base: packageBase(flight.base, hotel.base),
    currency: flight.currency,
    takes: [...flight.takes, ...hotel.takes],
    travellers: { kind: 'passengers', count: r.flight.passengers, dateOfBirth: true },
    cabin: r.flight.cabin,
  };
}

/** Prices what was asked for from the in-memory engines at `now` (epoch ms; never a client's price): 404 unknown, 409 SOLD_OUT, 400 bad dates or party. */
export function priceProduct(inventory: Inventory, request: OfferRequest, now: number): PricedProduct {
  switch (request.type) {
    case 'flight':
      return request.returnItineraryId
        ? priceRoundTrip(inventory, { ...request, returnItineraryId: request.returnItineraryId }, now)
        : priceFlight(inventory, request, now).priced;
    case 'hotel':
      return priceHotel(inventory, request, now);
    case 'stay':
      return priceStay(inventory, request, now);
    case 'car':
      return priceCar(inventory, request, now);
    case 'cruise':
      return priceCruise(inventory, request, now);
    case 'package':
      return pricePackage(inventory, request, now);
  }
}
