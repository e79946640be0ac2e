import type { ReferenceData } from '../reference/types.ts';
import { generateStays, type StayGeneratorOptions } from './generate.ts';
import type { StayInventory } from './types.ts';

/** Where short-stay content comes from: our generator today, a rental platform adapter later. */
export type StaySupplier = {
  readonly name: string;
  load(): StayInventory;
};

export function generatedStaySupplier(
  ref: Pick<ReferenceData, 'cities' | 'countries' | 'airports'>,
  options: StayGeneratorOptions,
): StaySupplier {
  return { name: 'generated', load: () => generateStays(ref, options) };
}
