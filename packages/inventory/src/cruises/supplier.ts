import type { ReferenceData } from '../reference/types.ts';
import { generateCruises, type CruiseGeneratorOptions } from './generate.ts';
import type { CruiseInventory } from './types.ts';

/** Where sailings come from: our generator today, a cruise line adapter later. */
export type CruiseSupplier = {
  readonly name: string;
  load(): CruiseInventory;
};

export function generatedCruiseSupplier(
  ref: Pick<ReferenceData, 'cities'>,
  options: CruiseGeneratorOptions,
): CruiseSupplier {
  return { name: 'generated', load: () => generateCruises(ref, options) };
}
