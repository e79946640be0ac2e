import type { Inventory } from './in-memory.ts';

/** The app's inventory, or null when it has none (a test app built without one: reading it throws). */
export function loadedInventory(server: { inventory: Inventory }): Inventory | null {
  try {
    return server.inventory;
  } catch {
    return null;
  }
}
