import type { ReferenceData } from '../reference/types.ts';
import { generateCars, type CarGeneratorOptions } from './generate.ts';
import type { CarInventory } from './types.ts';

/** Where rental desks and fleets come from: our generator today, a car broker adapter later. */
export type CarSupplier = {
  readonly name: string;
  load(): CarInventory;
};

export function generatedCarSupplier(
  ref: Pick<ReferenceData, 'cities' | 'countries' | 'airports'>,
  options: CarGeneratorOptions,
): CarSupplier {
  return { name: 'generated', load: () => generateCars(ref, options) };
}
