import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The product's languages besides English, whose catalogues say everything the English one does. */
const LANGUAGES = ['es', 'fr', 'de', 'ja'] as const;
const LOCALES = fileURLToPath(new URL('.', import.meta.url));

type Catalogue = { [key: string]: string | Catalogue };
const read = (lng: string, ns: string): Catalogue =>
  JSON.parse(readFileSync(`${LOCALES}/${lng}/${ns}.json`, 'utf8')) as Catalogue;
const namespaces = readdirSync(`${LOCALES}/en`)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

/** Every string of a catalogue by its dotted key. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The `{{placeholder}}` names of a text, sorted (spaces inside the braces ignored). */
const placeholders = (text: string) =>
  (text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []).map((p) => p.replace(/[\s{}]/g, '')).sort();

/** The tag-like markup of a text (`<termsLink>`, `</1>`), sorted: the Trans component fills it in. */
const markup = (text: string) => (text.match(/<\/?[\w]+\s*\/?>/g) ?? []).sort();

/** The keys a language must have for an English catalogue: plural keys in the language's own categories. */
function expectedKeys(english: Map<string, string>, lng: string): Map<string, string> {
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  const keys = new Map<string, string>();
  for (const [key, text] of english) {
    const plural = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
    if (plural) for (const category of categories) keys.set(`${plural[1]}_${category}`, text);
    else keys.set(key, text);
  }
  return keys;
}

describe.each(LANGUAGES)('the %s catalogues', (lng) => {
  it.each(namespaces)(
    '%s: every English key in the language’s plural categories, the same placeholders and markup, nothing else',
    (ns) => {
      const english = flatten(read('en', ns));
      const translated = flatten(read(lng, ns));
      const wanted = expectedKeys(english, lng);
      expect([...translated.keys()].filter((key) => !wanted.has(key))).toEqual([]);
      expect([...wanted.keys()].filter((key) => !translated.has(key))).toEqual([]);
      const mismatched = [...wanted].filter(
        ([key, text]) => placeholders(translated.get(key)!).join() !== placeholders(text).join(),
      );
      expect(mismatched.map(([key]) => `${key}: ${translated.get(key)}`)).toEqual([]);
      const unmarked = [...wanted].filter(([key, text]) => markup(translated.get(key)!).join() !== markup(text).join());
      expect(unmarked.map(([key]) => `${key}: ${translated.get(key)}`)).toEqual([]);
    },
  );
});
