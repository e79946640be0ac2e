import { noCarsSold, type CarSoldCounts } from '@escazo/inventory/cars';
import { noCabinsSold, type CruiseSoldCounts } from '@escazo/inventory/cruises';
import type { SoldSeats } from '@escazo/inventory/flights';
import { noRoomsSold, type HotelSoldCounts } from '@escazo/inventory/hotels';
import { noStayBookings, type StayBookings } from '@escazo/inventory/stays';

/**
 * What has been sold, as the engines read it: seats per flight-date-cabin, rooms per night, stay
 * nights, cars per day, cabins per sailing. Kept in memory (bookings apply their sales and
 * releases through live-sold.ts after each commit), so a search never waits on the database.
 */
export type SoldCounts = {
  flights: SoldSeats;
  hotels: HotelSoldCounts;
  stays: StayBookings;
  cars: CarSoldCounts;
  cruises: CruiseSoldCounts;
};

/** Nothing sold yet: every engine's own empty lookup. */
export function emptySoldCounts(): SoldCounts {
  return { flights: () => 0, hotels: noRoomsSold, stays: noStayBookings, cars: noCarsSold, cruises: noCabinsSold };
}
