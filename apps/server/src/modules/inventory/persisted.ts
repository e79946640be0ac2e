import { addDays } from '@escazo/contracts/dates';
import type { Db } from '@server/db/client.ts';
import { contentHash } from './content-hash.ts';
import { CRUISE_WINDOW_DAYS } from '@escazo/inventory/cruises';
import {
  buildEngines,
  generateInventory,
  withCruisesUntil,
  type GeneratedInventory,
  type Inventory,
} from './in-memory.ts';
import { soldCountsFromRows } from './persisted-sold.ts';
import {
  formatCount,
  formatSeconds,
  hasInventoryRows,
  hasSales,
  insertCruiseExtension,
  insertInventory,
  readMeta,
  readSales,
  replaceInventory,
  storedCounts,
  type InventoryMetaRow,
  type ProgressLog,
} from './repository.ts';
import { inventoryRows, rowCounts, sailingRows } from './rows.ts';

export type InventorySettings = {
  seed: number;
  /** 'YYYY-MM-DD'; undefined: today at the first start, then whatever the database holds. */
  startDate: string | undefined;
  /** Today's date, 'YYYY-MM-DD' (the default start date). */
  today: string;
};

export type LoadReport = {
  /**
   * 'inserted': this start wrote the inventory; 'verified': it was there and matched; 'replaced': an
   * earlier version's inventory, with nothing sold against it, was swapped for this version's.
   */
  outcome: 'inserted' | 'verified' | 'replaced';
  seed: number;
  startDate: string;
  rows: number;
  /** Cruise sailings depart before this day (moved on at a start when the 12 months ahead of today reach past it). */
  cruisesUntil: string;
  ms: number;
};

/** Refused to start: the stored inventory and this one disagree. */
export class InventoryMismatchError extends Error {
  override name = 'InventoryMismatchError';
}

function checkSettings(meta: InventoryMetaRow, settings: InventorySettings) {
  if (meta.seed !== settings.seed) {
    throw new InventoryMismatchError(
      `The database holds the inventory of seed ${meta.seed}, but INVENTORY_SEED is ${settings.seed}. ` +
        `Set INVENTORY_SEED=${meta.seed}, or use a fresh database for another seed.`,
    );
  }
  if (settings.startDate && meta.startDate !== settings.startDate) {
    throw new InventoryMismatchError(
      `The database holds the inventory starting ${meta.startDate}, but INVENTORY_START_DATE is ${settings.startDate}. ` +
        `Unset INVENTORY_START_DATE (or set it to ${meta.startDate}), or use a fresh database.`,
    );
  }
}

function differences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names]
    .filter((n) => expected[n] !== actual[n])
    .map((n) => `${n}: expected ${expected[n] ?? 0}, found ${actual[n] ?? 0}`);
}

/**
 * The inventory the server runs on (decision 007). First start: generate from the seed and start
 * date and write everything in one transaction. Later starts: regenerate from the stored seed and
 * start date, and refuse to start unless the content hash and every table's row count match what
 * was written. Then the sold counts are read into memory and the engines built.
 */
export async function loadPersistedInventory(
  db: Db,
  settings: InventorySettings,
  log: ProgressLog,
): Promise<{ inventory: Inventory; report: LoadReport }> {
  const started = performance.now();
  let meta = await readMeta(db);
  if (meta) checkSettings(meta, settings);
  const seed = meta?.seed ?? settings.seed;
  const startDate = meta?.startDate ?? settings.startDate ?? settings.today;

  let data = generateInventory(seed, startDate, meta?.cruisesUntil ?? undefined);
  const tables = inventoryRows(data);
  const counts = rowCounts(tables);
  const hash = contentHash(data);
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  log.info(
    `inventory: generated seed ${seed} from ${startDate}, ${formatCount(rows)} rows (${formatSeconds(performance.now() - started)})`,
  );
  let outcome: LoadReport['outcome'] = 'verified';

  if (!meta) {
    if (await hasInventoryRows(db)) {
      throw new InventoryMismatchError(
        'The inventory tables hold rows but inventory_meta is empty: the database was changed by hand. Use a fresh database.',
      );
    }
    log.info('inventory: first start, writing it to the database');
    const wrote = await insertInventory(
      db,
      tables,
      { seed, startDate, cruisesUntil: data.cruisesUntil, counts, contentHash: hash },
      log,
    );
    if (wrote) outcome = 'inserted';
    else meta = await readMeta(db); // another instance wrote it first: check theirs
  }
  if (meta) {
    if (meta.contentHash !== hash) {
      const replaced = await replaceOlderInventory(db, meta, tables, counts, hash, log);
      if (replaced === 'retry') return loadPersistedInventory(db, settings, log);
      outcome = 'replaced';
      meta = { ...meta, counts, contentHash: hash };
    }
    const diff = [...differences(meta.counts, counts), ...differences(counts, await storedCounts(db, tables))];
    if (diff.length > 0)
      throw new InventoryMismatchError(
        `The stored inventory's row counts do not match: ${[...new Set(diff)].join('; ')}. Use a fresh database.`,
      );
  }

  const rolled = await rollCruises(db, data, counts, settings.today, log);
  if (rolled === 'retry') return loadPersistedInventory(db, settings, log);
  data = rolled.data;
  const total = Object.values(rolled.counts).reduce((a, b) => a + b, 0);

  const sold = soldCountsFromRows(await readSales(db));
  const inventory: Inventory = { data, engines: buildEngines(data, settings.today), sold };
  const ms = performance.now() - started;
  log.info(
    `inventory: ${outcome} seed ${seed} from ${startDate}, ${formatCount(total)} rows, ready in ${formatSeconds(ms)}`,
  );
  return { inventory, report: { outcome, seed, startDate, rows: total, cruisesUntil: data.cruisesUntil, ms } };
}

/**
 * The stored inventory is another version's (its generators or open data differ). Nothing sold
 * against it: replace it with this version's. Something sold: bookings refer to its rows, so refuse
 * and say what to do. 'retry': another instance replaced it first, so check again.
 */
async function replaceOlderInventory(
  db: Db,
  meta: InventoryMetaRow,
  tables: ReturnType<typeof inventoryRows>,
  counts: Record<string, number>,
  hash: string,
  log: ProgressLog,
): Promise<'replaced' | 'retry'> {
  if (await hasSales(db)) {
    throw new InventoryMismatchError(
      `The stored inventory (seed ${meta.seed}, from ${meta.startDate}) was written by another version ` +
        `(content hash ${meta.contentHash.slice(0, 12)}… stored, ${hash.slice(0, 12)}… generated), and bookings ` +
        'refer to it, so it cannot be replaced. Keep the version that wrote it, or start this version on a fresh ' +
        'database (move DATA_DIR aside, or point DATABASE_URL at an empty database).',
    );
  }
  log.info("inventory: the stored inventory is an earlier version's and nothing was sold against it: replacing it");
  const swapped = await replaceInventory(db, tables, meta.contentHash, { counts, contentHash: hash }, log);
  return swapped ? 'replaced' : 'retry';
}

/**
 * Cruise sailings are offered for the 12 months ahead of today: when that reaches past the stored
 * window, generate the later sailings (ships sail back to back, so the earlier ones are unchanged),
 * write them and move the window on. 'retry': another instance moved it first.
 */
async function rollCruises(
  db: Db,
  data: GeneratedInventory,
  counts: Record<string, number>,
  today: string,
  log: ProgressLog,
): Promise<{ data: GeneratedInventory; counts: Record<string, number> } | 'retry'> {
  const wanted = addDays(today, CRUISE_WINDOW_DAYS);
  if (wanted <= data.cruisesUntil) return { data, counts };
  const longer = withCruisesUntil(data, wanted);
  const added = longer.cruises.sailings.filter((sailing) => sailing.departure >= data.cruisesUntil);
  if (longer.cruises.sailings.length - added.length !== data.cruises.sailings.length) {
    throw new InventoryMismatchError(
      'The cruise generator no longer extends its sailings unchanged. Use a fresh database.',
    );
  }
  const tables = sailingRows(longer.cruises, added);
  const next = { ...counts };
  for (const { name, rows } of tables) next[name] = (next[name] ?? 0) + rows.length;
  log.info(`inventory: cruise sailings now run to ${wanted} (${formatCount(added.length)} more)`);
  const moved = await insertCruiseExtension(
    db,
    tables,
    data.cruisesUntil,
    { cruisesUntil: wanted, counts: next, contentHash: contentHash(longer) },
    log,
  );
  return moved ? { data: longer, counts: next } : 'retry';
}
