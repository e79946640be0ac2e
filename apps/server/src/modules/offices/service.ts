import { createRequire } from 'node:module';
import { officesMapSize, type Office } from '@escazo/contracts/offices';
import { offices } from './office-list.ts';
import { renderOfficesMap, type WorldTopology } from './offices-map.ts';

export const listOffices = (): readonly Office[] => offices;

let mapSvg: string | undefined;

/** The offices map, drawn once from the bundled world atlas and kept in memory. */
export function officesMapSvg(): string {
  if (!mapSvg) {
    const world = createRequire(import.meta.url)('world-atlas/countries-110m.json') as WorldTopology;
    mapSvg = renderOfficesMap(offices, world, officesMapSize);
  }
  return mapSvg;
}
