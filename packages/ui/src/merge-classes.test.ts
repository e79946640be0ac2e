/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    // The config's own group names are not classes.
    const source = /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') && entry.name !== 'merge-classes.ts';
    return source ? [file] : [];
  });
}

/** tailwind-merge's full config knows the class: of a class twice, it keeps one. */
const isTailwindClass = (c: string) => twMerge(`${c} ${c}`) === c;

/** Every Tailwind class of a quoted string in the web app's and the components' sources. */
const classes = [
  ...new Set(
    [...sourceFiles(path.join(repo, 'packages/ui/src')), ...sourceFiles(path.join(repo, 'apps/web/src'))].flatMap(
      (file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`$\n]*)`/g)].flatMap((m) =>
          (m[1] ?? m[2] ?? m[3] ?? '').split(/\s+/).filter((c) => c !== '' && isTailwindClass(c)),
        ),
    ),
  ),
].sort();

/** What styles an element: the set of its classes (order and repeats change nothing). */
const classSet = (classes: string) => [...new Set(classes.split(' ').filter(Boolean))].sort();

describe('mergeClasses', () => {
  it('finds the classes it is checked against', () => {
    expect(classes).toEqual(expect.arrayContaining(['h-9', 'h-auto', 'sm:p-8', 'text-slate-700', 'rounded-full']));
  });

  it('leaves any list of the classes our sources use with the classes tailwind-merge (full config) leaves', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...classes), { maxLength: 12 }), (list) => {
        const joined = list.join(' ');
        expect(classSet(mergeClasses(joined))).toEqual(classSet(twMerge(joined)));
      }),
      { numRuns: 5000 },
    );
  });

  it('lets a later class replace an earlier one of the same group, variants apart', () => {
    const cases = [
      'h-9 px-4 text-sm h-auto px-0',
      'rounded-xl rounded-none',
      'sm:p-6 p-5 sm:p-8',
      'bg-primary-700 hover:bg-primary-800 bg-danger-600 hover:bg-danger-600/90',
      'text-sm text-slate-700 text-xs text-danger-600',
      'shadow-[var(--shadow-card)] shadow-[var(--shadow-raised)]',
      'inline-flex grid sm:inline-flex',
    ];
    for (const input of cases) expect(mergeClasses(input)).toBe(twMerge(input));
  });
});
