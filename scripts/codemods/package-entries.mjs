// `node scripts/codemods/package-entries.mjs [--check]`: rewrites deep imports into the workspace packages
// (`@escazo/inventory/flights/time`) to the package entry that exports that module (`@escazo/inventory/flights`).
// The entries come from each package.json `exports` map; a module belongs to the entry file that is it or
// re-exports it (following `export … from './…'` chains), the entry nearest the module winning. Re-runnable:
// imports already on an entry are left alone. Prints every change; exits 1 when a deep import has no entry
// (add the module to an entry file) or, with --check, when anything would change.
import fs from 'node:fs';
import path from 'node:path';
import { format, report, rewriteSpecifiers, root, sourceFiles } from './lib.mjs';

const check = process.argv.includes('--check');
const RE_EXPORT = /^export\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Every module file `entryFile` exposes: itself and whatever it re-exports, transitively. */
function exposedFiles(entryFile, seen = new Set()) {
  if (seen.has(entryFile) || !fs.existsSync(entryFile)) return seen;
  seen.add(entryFile);
  const text = fs.readFileSync(entryFile, 'utf8');
  for (const m of text.matchAll(RE_EXPORT)) exposedFiles(path.resolve(path.dirname(entryFile), m[1]), seen);
  return seen;
}

/** Per package name: its entry keys, and the entry specifier of each exposed module file. */
function packageEntries() {
  const packages = new Map();
  for (const dir of fs.readdirSync(path.join(root, 'packages'))) {
    const pkgDir = path.join(root, 'packages', dir);
    const manifest = path.join(pkgDir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const { name, exports = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    const byFile = new Map();
    const depth = new Map();
    for (const [key, target] of Object.entries(exports)) {
      if (typeof target !== 'string' || key.includes('*') || !/\.tsx?$/.test(target)) continue;
      const entryFile = path.resolve(pkgDir, target);
      const specifier = key === '.' ? name : `${name}/${key.slice(2)}`;
      const entryDir = path.dirname(entryFile);
      for (const file of exposedFiles(entryFile)) {
        // The nearest entry wins: the one whose folder holds the module most deeply.
        const closeness = file.startsWith(entryDir + path.sep) ? entryDir.length : -1;
        if (file === entryFile || !byFile.has(file) || closeness > depth.get(file)) {
          byFile.set(file, specifier);
          depth.set(file, file === entryFile ? Infinity : closeness);
        }
      }
    }
    packages.set(name, { dir: pkgDir, keys: new Set(Object.keys(exports)), byFile });
  }
  return packages;
}

const packages = packageEntries();
const unmapped = [];

function toEntry(spec, file) {
  const m = /^(@escazo\/[^/]+)\/(.+)$/.exec(spec);
  const pkg = m && packages.get(m[1]);
  if (!pkg || pkg.keys.has(`./${m[2]}`)) return undefined;
  // A deep path named a file under src/ (the old `./*` export); find it with any source extension.
  const base = path.join(pkg.dir, 'src', m[2].replace(/\.tsx?$/, ''));
  const target = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => pkg.byFile.has(f));
  if (target) return pkg.byFile.get(target);
  unmapped.push(`${file}: ${spec}`);
  return undefined;
}

const files = sourceFiles(['apps', 'packages', 'scripts', 'e2e'], ['.ts', '.tsx', '.mts', '.mjs', '.js']).filter(
  (f) => !f.startsWith('scripts/codemods/'),
);
const changed = new Map();
for (const file of files) {
  if (check) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const hits = [...text.matchAll(/['"](@escazo\/[^'"\n]+)['"]/g)].map((m) => [m[1], toEntry(m[1], file)]);
    const changes = hits.filter(([, to]) => to !== undefined);
    if (changes.length) changed.set(file, changes);
    continue;
  }
  const changes = rewriteSpecifiers(file, (spec) => toEntry(spec, file));
  if (changes.length) changed.set(file, changes);
}
const total = report(check ? 'Deep package imports (check)' : 'Package entries', changed);
if (!check) format([...changed.keys()]);
for (const line of unmapped) console.error(`No entry exports ${line}`);
if (unmapped.length > 0 || (check && total > 0)) process.exit(1);
