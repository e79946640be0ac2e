import { vi } from 'vitest';
import { createTestContext, sharedMemoryInventory, type TestContext } from '@server-test/helpers.ts';
import type { Database } from '@server/db/client.ts';
import { emptySoldCounts, type Inventory, type SoldCounts } from '../inventory/public.ts';

/** One generated inventory per test worker (about 2 s), with nothing sold: the 'memory' one of test/helpers.ts. */
export const sharedInventory = sharedMemoryInventory;

/** The shared inventory's data and engines with other sold counts. */
export function withSold(sold: Partial<SoldCounts>): Inventory {
  const base = sharedInventory();
  return { ...base, sold: { ...emptySoldCounts(), ...sold } };
}

/** Counts every query the app sends to the database (drizzle session and the driver client). */
export function spyOnDatabase(database: Database): { count(): number } {
  const session = (
    database.db as unknown as { session: Record<string, unknown> & { client?: Record<string, unknown> } }
  ).session;
  const spies = ['prepareQuery', 'execute', 'transaction']
    .filter((name) => typeof session[name] === 'function')
    .map((name) => vi.spyOn(session as Record<string, (...args: unknown[]) => unknown>, name));
  const client = session.client;
  if (client)
    for (const name of ['query', 'exec', 'connect'])
      if (typeof client[name] === 'function')
        spies.push(vi.spyOn(client as Record<string, (...args: unknown[]) => unknown>, name));
  return { count: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0) };
}

/**
 * A test context (test/helpers.ts) whose app searches the given in-memory inventory: the shared
 * one by default, or one with other sold counts (see `withSold`).
 */
export async function createSearchContext(inventory?: Inventory): Promise<TestContext> {
  const ctx = await createTestContext({ inventory: inventory ? 'none' : 'memory' });
  if (inventory) ctx.app.inventory = inventory;
  return ctx;
}
