// `node scripts/codemods/path-aliases.mjs [--check]`: rewrites relative imports that leave their neighbourhood
// to the path aliases (`../../../lib/toast.ts` -> `@web/lib/toast.ts`). A relative import is rewritten when it
// climbs three or more folders, climbs out of the importer's top-level folder (features/ -> lib/), or reaches
// into another alias root (scripts/ or test/ -> the server's src/). Imports inside a top-level folder that climb
// at most two levels stay relative; template-literal imports are left alone. Only TypeScript files are touched
// (plain-Node .mjs scripts cannot resolve aliases). Re-runnable; prints every change; --check exits 1 if any.
import fs from 'node:fs';
import path from 'node:path';
import { format, report, rewriteSpecifiers, root, sourceFiles } from './lib.mjs';

const check = process.argv.includes('--check');

/** Alias prefix -> folder, as in the tsconfig `paths`, vite and vitest aliases. */
export const ALIASES = [
  ['@server/', 'apps/server/src'],
  ['@server-test/', 'apps/server/test'],
  ['@web/', 'apps/web/src'],
];

const aliasRoot = (abs) => ALIASES.find(([, dir]) => abs.startsWith(path.join(root, dir) + path.sep));

/** The first folder under an alias root (or '' for a file directly in it). */
function topFolder(abs, dir) {
  const parts = path.relative(path.join(root, dir), abs).split(path.sep);
  return parts.length > 1 ? parts[0] : '';
}

function toAlias(spec, file) {
  if (!spec.startsWith('../')) return undefined;
  const climbs = spec.match(/^(\.\.\/)+/)[0].length / 3;
  const [target, query = ''] = spec.split(/(?=\?)/);
  const importer = path.join(root, file);
  const abs = path.resolve(path.dirname(importer), target);
  const to = aliasRoot(abs);
  if (!to) return undefined;
  const [prefix, dir] = to;
  const from = aliasRoot(importer);
  const sameRoot = from?.[1] === dir;
  const leavesTop = sameRoot && topFolder(importer, dir) !== topFolder(abs, dir);
  if (sameRoot && climbs < 3 && !leavesTop) return undefined;
  return prefix + path.relative(path.join(root, dir), abs).split(path.sep).join('/') + query;
}

const files = sourceFiles(['apps/server/src', 'apps/server/test', 'apps/web/src', 'scripts'], ['.ts', '.tsx']);
const changed = new Map();
for (const file of files) {
  if (check) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const hits = [...text.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)['"](\.\.\/[^'"\n]+)['"]/g)];
    const changes = hits.map((m) => [m[1], toAlias(m[1], file)]).filter(([, to]) => to !== undefined);
    if (changes.length) changed.set(file, changes);
    continue;
  }
  const changes = rewriteSpecifiers(file, (spec) => toAlias(spec, file));
  if (changes.length) changed.set(file, changes);
}
const total = report(check ? 'Relative imports to alias (check)' : 'Path aliases', changed);
if (!check) format([...changed.keys()]);
if (check && total > 0) process.exit(1);
