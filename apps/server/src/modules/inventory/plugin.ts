import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { todayIso } from '@escazo/contracts/dates';
import type { Clock } from '@server/lib/clock.ts';
import type { Config } from '@server/config.ts';
import type { Database } from '@server/db/client.ts';
import type { Inventory } from './in-memory.ts';
import { loadPersistedInventory } from './persisted.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The inventory, its search engines and the sold counts (decision 007). Read it in handlers. */
    inventory: Inventory;
  }
}

/**
 * Where `app.inventory` comes from: 'persisted' (the server: written to the database at the first
 * start, verified and loaded at every later one), a ready-made inventory (tests), or 'none' (tests
 * that do not search: reading `app.inventory` throws).
 */
export type InventorySource = 'persisted' | 'none' | { inventory: Inventory };

/** clock: the app's (the persisted inventory offers flights for the year ahead of its today). */
export type InventoryPluginOptions = { database: Database; config: Config; source: InventorySource; clock: Clock };

export const inventoryPlugin = fp(
  async (app: FastifyInstance, { database, config, source, clock }: InventoryPluginOptions) => {
    if (source === 'none') {
      let given: Inventory | undefined;
      app.decorate('inventory', {
        getter(): Inventory {
          if (given) return given;
          throw new Error(
            'app.inventory is not loaded in this test: pass createTestContext({ inventory: "memory" }) (or "persisted").',
          );
        },
        setter(inventory: Inventory) {
          given = inventory;
        },
      });
      return;
    }
    if (source === 'persisted') {
      const settings = {
        seed: config.inventorySeed,
        startDate: config.inventoryStartDate,
        today: todayIso(clock.now()),
      };
      const { inventory } = await loadPersistedInventory(database.db, settings, app.log);
      app.decorate('inventory', inventory);
      return;
    }
    app.decorate('inventory', source.inventory);
  },
  { name: 'inventory' },
);
