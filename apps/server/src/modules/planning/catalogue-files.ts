import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESTINATIONS_DIR, destinationSchema, type DestinationData } from '@escazo/knowledge';

export type CatalogueFiles = { destinations: DestinationData[]; contentHash: string };

/**
 * The knowledge base's data files, parsed (an invalid file stops the start: the knowledge package's
 * validation test keeps them valid), and the sha256 of their contents in file-name order.
 */
export function readCatalogueFiles(dir = DESTINATIONS_DIR): CatalogueFiles {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  const hash = createHash('sha256');
  const destinations: DestinationData[] = [];
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    hash.update(`${file}\n${text}\n`);
    try {
      destinations.push(destinationSchema.parse(JSON.parse(text)));
    } catch (error) {
      throw new Error(
        `knowledge base file ${file} is invalid: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  }
  return { destinations, contentHash: hash.digest('hex') };
}
