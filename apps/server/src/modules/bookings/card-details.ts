import type { BookingCardDetails, BookingType } from '@escazo/contracts/bookings';
import { formatPlaceTime } from '@escazo/contracts/zoned-time';
import type { Inventory } from '../inventory/public.ts';
import type { FlightPattern } from '@escazo/inventory/flights';
import type { BookingRow } from './repository.ts';

type Take = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

const patternsBy = new WeakMap<Inventory['data'], Map<string, FlightPattern>>();
function patternOf(inventory: Inventory, flightNumber: unknown): FlightPattern | undefined {
  let map = patternsBy.get(inventory.data);
  if (!map)
    patternsBy.set(inventory.data, (map = new Map(inventory.data.flights.patterns.map((p) => [p.flightNumber, p]))));
  return map.get(text(flightNumber));
}

type FlightCard = Omit<Extract<BookingCardDetails, { type: 'flight' }>, 'type' | 'return'>;

function flightCard(inventory: Inventory, takes: Take[]): FlightCard {
  const { airports, airlines } = inventory.data.flights;
  const legs = takes.map((t) => patternOf(inventory, t.flightNumber));
  const airport = (iata: string | undefined) => {
    const found = airports.find((a) => a.iata === iata);
    return found ? `${found.city} (${found.iata})` : (iata ?? '');
  };
  const first = legs[0];
  const last = legs[legs.length - 1];
  return {
    departure: airport(first?.origin),
    arrival: airport(last?.destination),
    airline: unique(legs.map((p) => airlines.find((a) => a.iata === p?.airline)?.name ?? p?.airline ?? '')).join(', '),
    flightNumber: unique(takes.map((t) => text(t.flightNumber))).join(', '),
  };
}

/**
 * A flight's card from its seat takes, outbound first; a round trip (a `returnItineraryId` in its
 * product) also shows its way back: the takes after the outbound itinerary's flights.
 */
function flightDetails(
  inventory: Inventory,
  takes: Take[],
  product: Record<string, unknown> = {},
): Extract<BookingCardDetails, { type: 'flight' }> {
  const seats = takes.filter((t) => t.kind === 'flight');
  if (typeof product.returnItineraryId !== 'string' || typeof product.itineraryId !== 'string')
    return { type: 'flight', ...flightCard(inventory, seats) };
  const outboundLegs = product.itineraryId.split('_').length;
  return {
    type: 'flight',
    ...flightCard(inventory, seats.slice(0, outboundLegs)),
    return: flightCard(inventory, seats.slice(outboundLegs)),
  };
}

function hotelDetails(inventory: Inventory, product: Record<string, unknown>, fallbackLocation: string) {
  const hotel = inventory.engines.hotels.hotel(text(product.hotelId));
  const room = hotel?.roomTypes.find((t) => t.id === product.roomTypeId);
  return {
    location: hotel?.location ?? fallbackLocation,
    roomType: room?.name ?? text(product.roomTypeId),
    checkIn: text(product.checkIn),
    checkOut: text(product.checkOut),
  };
}

/** A package shows both parts: its flight (from the seat takes) and its hotel room (the hotel is in the title). */
function packageDetails(inventory: Inventory, row: BookingRow, takes: Take[]): BookingCardDetails {
  return {
    type: 'package',
    flight: flightCard(
      inventory,
      takes.filter((t) => t.kind === 'flight'),
    ),
    hotel: hotelDetails(inventory, (row.product.hotel ?? {}) as Record<string, unknown>, row.destination),
  };
}

/** A ride keeps its places and driver in the booking's product (modules/rides writes it, and again on a re-assignment). */
function rideCardDetails(row: BookingRow): BookingCardDetails {
  const product = row.product;
  const place = (value: unknown) => text((value as { name?: unknown } | null)?.name);
  const driver = (product.driver ?? {}) as Record<string, unknown>;
  const clock = (product.clock ?? {}) as { timeZone?: unknown; city?: unknown };
  const pickupTime =
    typeof clock.timeZone === 'string' && typeof clock.city === 'string'
      ? formatPlaceTime(row.startsAt, clock.timeZone, clock.city)
      : undefined;
  return {
    type: 'ride',
    rideId: row.confirmationCode,
    pickup: place(product.pickup),
    dropoff: place(product.destination),
    ...(pickupTime ? { pickupTime } : {}),
    driver: text(driver.name),
    vehicle: text(driver.vehicle),
    plate: text(driver.licensePlate),
  };
}

/** A card's details from the stored product and takes; names come from the in-memory inventory, ids when it no longer has them. */
export function bookingCardDetails(row: BookingRow, takes: Take[], inventory: Inventory): BookingCardDetails {
  const product = row.product;
  switch (row.type as BookingType) {
    case 'flight':
      return flightDetails(inventory, takes, product);
    case 'hotel': {
      const hotel = inventory.engines.hotels.hotel(text(product.hotelId));
      const room = hotel?.roomTypes.find((t) => t.id === product.roomTypeId);
      return {
        type: 'hotel',
        location: row.destination,
        roomType: room?.name ?? text(product.roomTypeId),
        checkIn: row.startDate,
        checkOut: row.endDate,
      };
    }
    case 'package':
      return packageDetails(inventory, row, takes);
    case 'stay':
      return { type: 'stay', place: row.destination, checkIn: row.startDate, checkOut: row.endDate };
    case 'car': {
      const location = inventory.engines.cars.location(text(product.locationId));
      const fleet = location?.fleet.find((f) => f.category === product.category);
      const category = text(product.category);
      return {
        type: 'car',
        location: location?.name ?? text(product.locationId),
        carType: fleet ? `${fleet.model} (${category})` : category,
        company: location?.companyName ?? '',
      };
    }
    case 'cruise': {
      const found = inventory.engines.cruises.sailing(text(product.sailingId));
      return {
        type: 'cruise',
        departure: found?.itinerary.embark.name ?? row.destination,
        portsOfCall: found?.itinerary.calls.map((port) => port.name) ?? [],
        ship: found?.ship.name ?? '',
        cabin: text(product.category),
      };
    }
    case 'ride':
      return rideCardDetails(row);
  }
}
