import { daysBetween } from '@escazo/contracts/dates';
import type { HotelDetailRequest, HotelDetailResponse, HotelSearchRequest } from '@escazo/contracts/search-hotels';
import type { Hotel } from '@escazo/inventory/hotels';
import type { HotelSearchResult } from '@escazo/search/hotels';
import { notFound } from '@server/lib/app-error.ts';
import type { Inventory } from '../inventory/public.ts';

export type HotelDetail = { hotel: Hotel; quote: HotelDetailResponse['quote'] };

export function searchHotels(inventory: Inventory, request: HotelSearchRequest): HotelSearchResult {
  return inventory.engines.hotels.search(request, inventory.sold.hotels);
}

/**
 * A hotel and, when the dates are given, a quote per room type: a room type is available when
 * `rooms` of it are free every night and they hold the guests; its price per night is the total
 * shared over the nights and rooms. 404 for an unknown hotel.
 */
export function hotelDetail(inventory: Inventory, id: string, request: HotelDetailRequest): HotelDetail {
  const engine = inventory.engines.hotels;
  const hotel = engine.hotel(id);
  if (!hotel) throw notFound('This hotel');
  const { checkIn, checkOut, guests, rooms } = request;
  if (!checkIn || !checkOut) return { hotel, quote: null };
  const nights = daysBetween(checkIn, checkOut);
  const options = hotel.roomTypes.map((room) => {
    const priced = engine.quote(room.id, checkIn, checkOut, rooms, inventory.sold.hotels);
    const available = priced !== null && room.capacity * rooms >= guests;
    return {
      roomTypeId: room.id,
      available,
      roomsLeft: priced?.roomsLeft ?? 0,
      total: available ? priced.total : null,
      pricePerNight: available
        ? { amount: Math.round(priced.total.amount / (nights * rooms)), currency: priced.total.currency }
        : null,
    };
  });
  return { hotel, quote: { checkIn, checkOut, nights, guests, rooms, options } };
}
