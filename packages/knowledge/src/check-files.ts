/* Prints the problems of destination files: `npx tsx packages/knowledge/src/check-files.ts [file.json ...]` (all when none named). */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { destinationProblems } from './validate.ts';
import { DESTINATIONS_DIR } from './load.ts';

const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(DESTINATIONS_DIR)
        .filter((f) => f.endsWith('.json'))
        .map((f) => join(DESTINATIONS_DIR, f));
let failed = 0;
for (const file of files) {
  const problems = destinationProblems(JSON.parse(readFileSync(file, 'utf8')), basename(file, '.json'));
  if (problems.length > 0) failed++;
  console.log(`${basename(file)}: ${problems.length === 0 ? 'ok' : `${problems.length} problem(s)`}`);
  for (const problem of problems) console.log(`  - ${problem}`);
}
process.exitCode = failed > 0 ? 1 : 0;
