import { carSoldCountsFromMap } from '@escazo/inventory/cars';
import { cruiseSoldCountsFromMap } from '@escazo/inventory/cruises';
import type { SoldSeats } from '@escazo/inventory/flights';
import { hotelSoldCountsFromMap, toDay } from '@escazo/inventory/hotels';
import { stayBookingsFromSet } from '@escazo/inventory/stays';
import type { SalesRows } from './repository.ts';
import type { SoldCounts } from './sold-counts.ts';

/** Seats sold from a map keyed `<flightNumber>@<date>@<cabin>`. */
export function soldSeatsFromMap(sold: ReadonlyMap<string, number>): SoldSeats {
  if (sold.size === 0) return () => 0;
  return (flightNumber, date, cabin) => sold.get(`${flightNumber}@${date}@${cabin}`) ?? 0;
}

/** The engines' sold counts from the sales tables' rows (dates become UTC day numbers). */
export function soldCountsFromRows(rows: SalesRows): SoldCounts {
  return {
    flights: soldSeatsFromMap(new Map(rows.flights.map((r) => [`${r.flightNumber}@${r.date}@${r.cabin}`, r.sold]))),
    hotels: hotelSoldCountsFromMap(new Map(rows.hotels.map((r) => [`${r.roomTypeId}@${toDay(r.night)}`, r.sold]))),
    stays: stayBookingsFromSet(new Set(rows.stays.map((r) => `${r.stayId}@${toDay(r.night)}`))),
    cars: carSoldCountsFromMap(new Map(rows.cars.map((r) => [`${r.fleetId}@${toDay(r.day)}`, r.sold]))),
    cruises: cruiseSoldCountsFromMap(new Map(rows.cruises.map((r) => [`${r.sailingId}@${r.category}`, r.sold]))),
  };
}
