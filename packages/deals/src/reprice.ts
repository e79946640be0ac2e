/**
 * The price an offer for a deal's request would have now, the way the offers module prices it
 * (the engines' base + priceBreakdown; a package: packageBase of its flight and hotel bases). Null
 * when the product is unknown or no longer available. Tests and the server use it to check a deal.
 */
import { packageBase, priceBreakdown } from '@escazo/booking';
import type { OfferRequest } from '@escazo/contracts/bookings';
import { findItinerary } from '@escazo/search/flights';
import type { DealsInventory } from './scan.ts';

type Base = { base: number; currency: string };

function flightBase(inv: DealsInventory, r: Extract<OfferRequest, { type: 'flight' }>, now: number): Base | null {
  const itinerary = findItinerary(
    inv.engines.flights,
    r.itineraryId,
    { cabin: r.cabin, passengers: r.passengers },
    { now, soldSeats: inv.sold.flights },
  );
  if (!itinerary || itinerary.seatsLeft < r.passengers) return null;
  return { base: itinerary.price.amount, currency: itinerary.price.currency };
}

function hotelBase(inv: DealsInventory, r: Omit<Extract<OfferRequest, { type: 'hotel' }>, 'type'>): Base | null {
  const quote = inv.engines.hotels.quote(r.roomTypeId, r.checkIn, r.checkOut, r.rooms, inv.sold.hotels);
  if (!quote || quote.roomsLeft < r.rooms) return null;
  return { base: quote.total.amount, currency: quote.total.currency };
}

function baseOf(inv: DealsInventory, request: OfferRequest, now: number): Base | null {
  switch (request.type) {
    case 'flight':
      return flightBase(inv, request, now);
    case 'hotel':
      return hotelBase(inv, request);
    case 'car': {
      const offer = inv.engines.cars
        .search(
          {
            pickupLocation: request.locationId,
            dropoffLocation: request.dropoffLocationId ?? request.locationId,
            pickupDate: request.pickupDate,
            pickupTime: request.pickupTime,
            dropoffDate: request.dropoffDate,
            dropoffTime: request.dropoffTime,
            driverAge: request.driverAge,
            categories: [request.category],
            companies: [],
            sort: 'price-asc',
            page: 1,
            pageSize: 50,
          },
          inv.sold.cars,
        )
        .items.find((o) => o.location.id === request.locationId && o.fleet.category === request.category);
      return offer && offer.carsLeft >= 1 ? { base: offer.total.amount, currency: offer.total.currency } : null;
    }
    case 'cruise': {
      const cabin = inv.engines.cruises
        .cabins(request.sailingId, request.passengers, inv.sold.cruises)
        ?.find((c) => c.category === request.category);
      if (!cabin || cabin.cabinsLeft < cabin.cabinsNeeded) return null;
      return { base: cabin.pricePerPerson.amount * request.passengers, currency: cabin.pricePerPerson.currency };
    }
    case 'package': {
      const flight = flightBase(inv, { type: 'flight', ...request.flight }, now);
      const hotel = hotelBase(inv, request.hotel);
      if (!flight || !hotel) return null;
      return { base: packageBase(flight.base, hotel.base), currency: flight.currency };
    }
    case 'stay':
      return null;
  }
}

/** The offer total (minor units) for a deal's request, priced now; null when it cannot be offered. */
export function priceDealOffer(
  inv: DealsInventory,
  request: OfferRequest,
  now: number,
): { total: number; currency: string } | null {
  const found = baseOf(inv, request, now);
  if (!found) return null;
  const { total, currency } = priceBreakdown(request.type, found.base, found.currency);
  return { total, currency };
}
