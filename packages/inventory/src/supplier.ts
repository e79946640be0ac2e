/**
 * The supplier interface: what a real airline, hotel bed bank, rental platform, car broker or
 * cruise line adapter implements for Escazo. Today every kind is served by our deterministic
 * generator (`generated*Supplier`); an adapter replaces one kind without touching the engines,
 * which only ever see the loaded inventory plus the availability functions.
 *
 * Flights (flights/supplier.ts) are the richest contract: schedules as weekly patterns, a fare
 * quote per flight instance and cabin, and seats already sold elsewhere. The other kinds load
 * their inventory (properties, stays, rental desks and fleets, sailings) with its rates.
 */
import type { CarSupplier } from './cars/supplier.ts';
import type { CruiseSupplier } from './cruises/supplier.ts';
import type { FlightSupplier } from './flights/supplier.ts';
import type { HotelSupplier } from './hotels/supplier.ts';
import type { StaySupplier } from './stays/supplier.ts';

export type { CarSupplier, CruiseSupplier, FlightSupplier, HotelSupplier, StaySupplier };
export type { FlightQuoteInput } from './flights/supplier.ts';

/** One supplier per kind, as the server wires them at start. */
export type InventorySuppliers = {
  flights: FlightSupplier;
  hotels: HotelSupplier;
  stays: StaySupplier;
  cars: CarSupplier;
  cruises: CruiseSupplier;
};
