// What other modules, tests and scripts may use of the inventory module.
export { inventoryPlugin, type InventorySource } from './plugin.ts';
export { dayRangesPlugin } from './day-ranges-plugin.ts';
export { buildInventoryInMemory, type Inventory } from './in-memory.ts';
export { emptySoldCounts, type SoldCounts } from './sold-counts.ts';
export { applySoldChange, soldVersion } from './live-sold.ts';
export { takeAvailability, releaseAvailability } from './sales-repository.ts';
export { persistInventorySubset, type InventorySubset } from './persist-subset.ts';
export { knownSoldOut } from './known-sold-out.ts';
export { loadedInventory } from './loaded.ts';
