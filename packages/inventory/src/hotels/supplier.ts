import type { ReferenceData } from '../reference/types.ts';
import { generateHotels, type HotelGeneratorOptions } from './generate.ts';
import type { HotelInventory } from './types.ts';

/** Where hotel content comes from: our generator today, a bed bank adapter later. */
export type HotelSupplier = {
  readonly name: string;
  load(): HotelInventory;
};

export function generatedHotelSupplier(
  ref: Pick<ReferenceData, 'cities' | 'countries' | 'airports'>,
  options: HotelGeneratorOptions,
): HotelSupplier {
  return { name: 'generated', load: () => generateHotels(ref, options) };
}
