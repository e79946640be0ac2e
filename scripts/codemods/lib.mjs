// Shared helpers for the import codemods: the tracked source files and a rewrite of module specifiers.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** Tracked and new (unignored) source files under `dirs`, relative to the root. */
export function sourceFiles(dirs, extensions) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...dirs], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...new Set(out.split('\n'))]
    .filter((f) => f && extensions.some((ext) => f.endsWith(ext)) && fs.existsSync(path.join(root, f)))
    .sort();
}

// A module specifier in a static import/export (`from '…'`, `import '…'`), a dynamic `import('…')`, or a
// `vi.mock('…')`/`require('…')` call: group 1 is what precedes the quote, group 2 the quote, group 3 the specifier.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:do)?mock\(\s*|\brequire\(\s*)(['"])([^'"\n]+)\2/g;

/**
 * Rewrites the specifiers of one file with `map(specifier)` (return undefined to keep one) and writes
 * the file back when something changed. Returns the list of [from, to] changes.
 */
export function rewriteSpecifiers(file, map) {
  const full = path.join(root, file);
  const text = fs.readFileSync(full, 'utf8');
  const changes = [];
  const next = text.replace(SPECIFIER, (whole, lead, quote, spec) => {
    const to = map(spec);
    if (to === undefined || to === spec) return whole;
    changes.push([spec, to]);
    return `${lead}${quote}${to}${quote}`;
  });
  if (changes.length > 0) fs.writeFileSync(full, mergeDuplicateImports(next, new Set(changes.map(([, to]) => to))));
  return changes;
}

// `import { a } from 'x';` or `import type { a } from 'x';` on its own statement (braces may span lines).
const NAMED_IMPORT = /^import (type )?\{([^}]*)\} from (['"])([^'"\n]+)\3;[ \t]*\n/gm;

/**
 * Merges the named-import statements of the same kind (type-only or not) from one of `specifiers` into
 * the first of them, so rewriting two deep imports to one entry leaves a single import.
 */
export function mergeDuplicateImports(text, specifiers) {
  const firsts = new Map();
  const names = new Map();
  for (const m of text.matchAll(NAMED_IMPORT)) {
    if (!specifiers.has(m[4])) continue;
    const key = `${m[1] ?? ''}|${m[4]}`;
    const list = m[2]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!firsts.has(key)) firsts.set(key, m.index);
    names.set(key, [...new Set([...(names.get(key) ?? []), ...list])]);
  }
  return text.replace(NAMED_IMPORT, (whole, type, _list, quote, spec, offset) => {
    const key = `${type ?? ''}|${spec}`;
    if (!names.has(key)) return whole;
    if (firsts.get(key) !== offset) return '';
    return `import ${type ?? ''}{ ${names.get(key).join(', ')} } from ${quote}${spec}${quote};\n`;
  });
}

/** Prints the changes per file and a total; returns the number of rewritten specifiers. */
export function report(title, changesByFile) {
  let total = 0;
  for (const [file, changes] of changesByFile) {
    console.log(file);
    for (const [from, to] of changes) console.log(`  ${from} -> ${to}`);
    total += changes.length;
  }
  console.log(`${title}: ${total} specifier(s) rewritten in ${changesByFile.size} file(s).`);
  return total;
}

/** Formats the rewritten files with the repository's Prettier settings (merged imports may exceed a line). */
export function format(files) {
  if (files.length === 0) return;
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...files], { cwd: root, stdio: 'inherit' });
}
