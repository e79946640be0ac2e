import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.ts';
import {
  carDaySales,
  cruiseCabinSales,
  flightSeatSales,
  hotelRoomNightSales,
  stayBookedNights,
} from './schema/sales.ts';
import { airports, inventoryMeta } from './schema/catalogue.ts';
import { unnestInsert } from './bulk-insert.ts';
import { chunks } from './chunk.ts';
import type { TableRows } from './rows.ts';

export type InventoryMetaRow = typeof inventoryMeta.$inferSelect;
export type NewInventoryMeta = Omit<typeof inventoryMeta.$inferInsert, 'id' | 'generatedAt'>;
export type ProgressLog = { info(message: string): void };

/** Rows per INSERT: bounds the size of one statement (a few MB); larger chunks were not faster. */
const ROWS_PER_INSERT = 10_000;
/** Serialises first starts of several instances on one PostgreSQL database. */
const INSERT_LOCK = sql`select pg_advisory_xact_lock(hashtext('escazo:inventory'))`;

export async function readMeta(db: Db): Promise<InventoryMetaRow | undefined> {
  const [row] = await db.select().from(inventoryMeta).limit(1);
  return row;
}

export async function hasInventoryRows(db: Db): Promise<boolean> {
  const rows = await db.select({ iata: airports.iata }).from(airports).limit(1);
  return rows.length > 0;
}

export const formatCount = (n: number) => n.toLocaleString('en-US');
export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Inserts each table's rows in chunks, logging its count (`sign` '+' for rows added to a table) and time. */
async function writeTables(db: Db, tables: readonly TableRows[], log: ProgressLog, sign: '' | '+'): Promise<void> {
  for (const { name, table, rows } of tables) {
    const started = performance.now();
    for (const chunk of chunks(rows as Record<string, unknown>[], ROWS_PER_INSERT))
      await db.execute(unnestInsert(table, chunk));
    log.info(
      `inventory: ${name} ${sign}${formatCount(rows.length)} rows (${formatSeconds(performance.now() - started)})`,
    );
  }
}

/**
 * Writes every table and then the meta row, in one transaction, with multi-row INSERTs. Returns
 * false (and writes nothing) when another instance wrote the inventory first.
 */
export async function insertInventory(
  db: Db,
  tables: readonly TableRows[],
  meta: NewInventoryMeta,
  log: ProgressLog,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(INSERT_LOCK);
    if ((await tx.select({ id: inventoryMeta.id }).from(inventoryMeta)).length > 0) return false;
    await writeTables(tx, tables, log, '');
    await tx.insert(inventoryMeta).values({ id: 1, ...meta });
    return true;
  });
}

/**
 * Adds the sailings of a later cruise window and moves the meta row on (end, counts, hash), in one
 * transaction. Returns false (and writes nothing) when the stored end is no longer `from`: another
 * instance moved it first.
 */
export async function insertCruiseExtension(
  db: Db,
  tables: readonly TableRows[],
  from: string,
  meta: Pick<NewInventoryMeta, 'cruisesUntil' | 'counts' | 'contentHash'>,
  log: ProgressLog,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(INSERT_LOCK);
    const [row] = await tx.select({ cruisesUntil: inventoryMeta.cruisesUntil }).from(inventoryMeta);
    if (row?.cruisesUntil !== from) return false;
    await writeTables(tx, tables, log, '+');
    await tx.update(inventoryMeta).set(meta).where(eq(inventoryMeta.id, 1));
    return true;
  });
}

const SALES_TABLES = [flightSeatSales, hotelRoomNightSales, stayBookedNights, carDaySales, cruiseCabinSales];

/**
 * Whether anything was ever sold or held against the stored inventory: a row in any sales table
 * (a flight, room or car row stays at 0 after a cancellation; a stay's night is deleted).
 */
export async function hasSales(db: Db): Promise<boolean> {
  for (const table of SALES_TABLES) if ((await db.select().from(table).limit(1)).length > 0) return true;
  return false;
}

/**
 * Swaps the stored inventory for the one this version generates, in one transaction under the
 * inventory lock: the sales tables locked against writers and checked empty, every inventory
 * table truncated and written again, then the meta row moved on. Returns false, changing nothing,
 * when the stored hash is no longer `fromHash` (another instance replaced it first) or something
 * was sold against it.
 */
export async function replaceInventory(
  db: Db,
  tables: readonly TableRows[],
  fromHash: string,
  meta: Pick<NewInventoryMeta, 'counts' | 'contentHash'>,
  log: ProgressLog,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(INSERT_LOCK);
    const [row] = await tx.select({ contentHash: inventoryMeta.contentHash }).from(inventoryMeta);
    if (row?.contentHash !== fromHash) return false;
    // A sale waiting on the lock would otherwise commit into a table about to be truncated.
    await tx.execute(sql`lock table ${sql.join(SALES_TABLES, sql`, `)} in access exclusive mode`);
    if (await hasSales(tx)) return false;
    const all = [...SALES_TABLES, ...tables.map(({ table }) => table)];
    await tx.execute(sql`truncate table ${sql.join(all, sql`, `)}`);
    await writeTables(tx, tables, log, '');
    await tx
      .update(inventoryMeta)
      .set({ ...meta, generatedAt: sql`now()` })
      .where(eq(inventoryMeta.id, 1));
    return true;
  });
}

/** Rows in each of the given tables, as stored. */
export async function storedCounts(db: Db, tables: readonly TableRows[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name, table } of tables) counts[name] = await db.$count(table);
  return counts;
}

export type SalesRows = {
  flights: { flightNumber: string; date: string; cabin: string; sold: number }[];
  hotels: { roomTypeId: string; night: string; sold: number }[];
  stays: { stayId: string; night: string }[];
  cars: { fleetId: string; day: string; sold: number }[];
  cruises: { sailingId: string; category: string; sold: number }[];
};

/** Everything sold so far (rows with nothing sold are skipped). */
export async function readSales(db: Db): Promise<SalesRows> {
  const [flights, hotels, stays, cars, cruises] = await Promise.all([
    db
      .select()
      .from(flightSeatSales)
      .where(sql`${flightSeatSales.sold} > 0`),
    db
      .select()
      .from(hotelRoomNightSales)
      .where(sql`${hotelRoomNightSales.sold} > 0`),
    db.select().from(stayBookedNights),
    db
      .select()
      .from(carDaySales)
      .where(sql`${carDaySales.sold} > 0`),
    db
      .select()
      .from(cruiseCabinSales)
      .where(sql`${cruiseCabinSales.sold} > 0`),
  ]);
  return { flights, hotels, stays, cars, cruises };
}
