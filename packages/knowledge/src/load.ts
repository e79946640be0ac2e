import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { destinationSchema, type DestinationData } from './schema.ts';

export const DESTINATIONS_DIR = fileURLToPath(new URL('../data/destinations', import.meta.url));

/** Every destination file, parsed (throws on an invalid file: the validation test keeps them valid), by id. */
export function loadDestinations(): DestinationData[] {
  return readdirSync(DESTINATIONS_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => destinationSchema.parse(JSON.parse(readFileSync(join(DESTINATIONS_DIR, file), 'utf8'))));
}
