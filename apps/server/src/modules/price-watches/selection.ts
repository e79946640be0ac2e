import type { Money } from '@escazo/contracts/common';
import { todayIso } from '@escazo/contracts/dates';
import type { CreatePriceWatch } from '@escazo/contracts/price-watches';
import type { FlightCabin } from '@escazo/contracts/search-flights';
import { fareCalendar } from '@escazo/search/flights';
import { AppError, notFound } from '@server/lib/app-error.ts';
import type { Inventory } from '../inventory/public.ts';
import { resolveAirports } from '../search/public.ts';

/** What a watch watches: the validated create body. */
export type WatchSelection = CreatePriceWatch;

const invalid = (path: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [{ path, code: 'field.invalid', message }]);

/** The day the watched trip starts: the flight's date or the check-in. */
export function travelDate(selection: WatchSelection): string {
  return selection.kind === 'flight' ? selection.date : selection.checkIn;
}

/**
 * Refuses what cannot be watched: an unknown place, hotel or stay, a party the stay does not take,
 * or a trip that starts before today.
 */
export function checkSelection(inventory: Inventory, selection: WatchSelection, now: Date): void {
  switch (selection.kind) {
    case 'flight': {
      const fields = [];
      if (!resolveAirports(inventory, selection.from))
        fields.push({
          path: 'from',
          code: 'flights.unknownPlace',
          message: 'Choose an airport or a city from the list',
        });
      if (!resolveAirports(inventory, selection.to))
        fields.push({ path: 'to', code: 'flights.unknownPlace', message: 'Choose an airport or a city from the list' });
      if (fields.length > 0) throw new AppError(400, 'VALIDATION_FAILED', fields[0]!.message, fields);
      if (selection.date < todayIso(now)) throw invalid('date', 'The departure date has passed.');
      return;
    }
    case 'hotel':
      if (!inventory.engines.hotels.hotel(selection.hotelId)) throw notFound('This hotel');
      if (selection.checkIn < todayIso(now)) throw invalid('checkIn', 'The check-in date has passed.');
      return;
    case 'stay': {
      const stay = inventory.engines.stays.stay(selection.stayId);
      if (!stay) throw notFound('This stay');
      if (selection.guests > stay.guests) throw invalid('guests', `This stay takes at most ${stay.guests} guests.`);
      if (selection.checkIn < todayIso(now)) throw invalid('checkIn', 'The check-in date has passed.');
      return;
    }
  }
}

/**
 * The selection's price now, from the in-memory engines with our sales: the cheapest bookable
 * itinerary for every passenger; the cheapest room type that holds the party, for every room and
 * night; the stay for its nights. Null when nothing is bookable.
 */
export function priceSelection(inventory: Inventory, selection: WatchSelection, now: Date): Money | null {
  switch (selection.kind) {
    case 'flight': {
      const from = resolveAirports(inventory, selection.from);
      const to = resolveAirports(inventory, selection.to);
      if (!from || !to) return null;
      const query = {
        from,
        to,
        date: selection.date,
        passengers: selection.passengers,
        cabin: selection.cabin as FlightCabin,
      };
      const { days } = fareCalendar(
        inventory.engines.flights,
        query,
        { now: now.getTime(), soldSeats: inventory.sold.flights },
        0,
      );
      return days[0]?.price ?? null;
    }
    case 'hotel': {
      const engine = inventory.engines.hotels;
      const hotel = engine.hotel(selection.hotelId);
      if (!hotel) return null;
      let best: Money | null = null;
      for (const room of hotel.roomTypes) {
        if (room.capacity * selection.rooms < selection.guests) continue;
        const quote = engine.quote(
          room.id,
          selection.checkIn,
          selection.checkOut,
          selection.rooms,
          inventory.sold.hotels,
        );
        if (quote && (!best || quote.total.amount < best.amount)) best = quote.total;
      }
      return best;
    }
    case 'stay': {
      const stay = inventory.engines.stays.stay(selection.stayId);
      if (!stay || selection.guests > stay.guests) return null;
      return (
        inventory.engines.stays.quote(stay.id, selection.checkIn, selection.checkOut, inventory.sold.stays)?.total ??
        null
      );
    }
  }
}
