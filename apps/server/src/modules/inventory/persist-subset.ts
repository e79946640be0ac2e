import type { Db } from '@server/db/client.ts';
import { unnestInsert } from './bulk-insert.ts';
import { chunks } from './chunk.ts';
import type { Inventory } from './in-memory.ts';
import { inventoryRows } from './rows.ts';

/** Which rows of the large inventory tables a test needs in its database (the small tables go in whole). */
export type InventorySubset = {
  flightNumbers?: string[];
  hotelIds?: string[];
  stayIds?: string[];
  carLocationIds?: string[];
  sailingIds?: string[];
};

/**
 * Writes the inventory rows that the sales tables' foreign keys need for the given products: the
 * small tables whole, the large ones only for the ids named. For tests and the booking benchmark,
 * which book from the in-memory inventory: far quicker than writing all of it.
 */
export async function persistInventorySubset(db: Db, inventory: Inventory, subset: InventorySubset): Promise<void> {
  const keep: Record<string, (row: Record<string, unknown>) => boolean> = {
    flight_patterns: (r) => (subset.flightNumbers ?? []).includes(r.flightNumber as string),
    hotels: (r) => (subset.hotelIds ?? []).includes(r.id as string),
    hotel_room_types: (r) => (subset.hotelIds ?? []).includes(r.hotelId as string),
    stays: (r) => (subset.stayIds ?? []).includes(r.id as string),
    car_locations: (r) => (subset.carLocationIds ?? []).includes(r.id as string),
    car_fleets: (r) => (subset.carLocationIds ?? []).includes(r.locationId as string),
    cruise_sailings: (r) => (subset.sailingIds ?? []).includes(r.id as string),
    sailing_cabins: (r) => (subset.sailingIds ?? []).includes(r.sailingId as string),
  };
  for (const { name, table, rows } of inventoryRows(inventory.data)) {
    const filter = keep[name];
    const wanted = (filter ? (rows as Record<string, unknown>[]).filter(filter) : rows) as Record<string, unknown>[];
    for (const chunk of chunks(wanted, 1000)) await db.execute(unnestInsert(table, chunk));
  }
}
