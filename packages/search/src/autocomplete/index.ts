/**
 * Airport and city autocomplete, answered from memory.
 *
 * Built once from the reference data: every airport (name, served city, IATA code) and city (name;
 * accents folded, so the ASCII spelling matches too) becomes an entry. Entries are numbered by
 * importance, and that number is the rank: a city's travel relevance (relevance.ts: population with
 * boosts for destinations and large airports, so 'Valencia' is Spain's) orders its group, the city
 * comes first and its airports follow (largest first); airports no city lists rank by catchment/4.
 *
 * A query is folded (case, accents, punctuation) and answered in tiers, each in rank order:
 *   1. the airport whose IATA code it is (3 letters),
 *   2. entries with a key (name, served city, code) that starts with the query,
 *   3. entries with a later word of the name or city that starts with the query,
 *   4. (queries of 4+ characters, while the list is not full) keys with a prefix within one edit
 *      of the query (insertion, deletion, substitution or adjacent transposition) after a correct
 *      first character, as search engines do ('Lodnon' → London, 'Parsi' → Paris; 'Pari' does not
 *      bring 'Nari…'); tier 2's keys before tier 3's.
 * Prefix lookups read precomputed best-entry lists from a trie; nothing is allocated per query
 * except the returned array (items themselves are shared, frozen objects).
 */
import type { AutocompleteItem, AutocompleteKind } from '@escazo/contracts/search-autocomplete';
import { airportCatchment, loadReferenceData } from '@escazo/inventory';
import type { ReferenceData } from '@escazo/inventory';
import { travelRelevance } from '../relevance.ts';
import { foldInto, foldText } from './fold.ts';
import { PrefixTrie, type TrieKey } from './trie.ts';

export { foldText } from './fold.ts';

export const AUTOCOMPLETE_MAX_LIMIT = 20;
export const AUTOCOMPLETE_DEFAULT_LIMIT = 8;
/** Queries shorter than this (folded) get no typo tolerance. */
export const TYPO_MIN_LENGTH = 4;

const AIRPORT = 0;
const CITY = 1;
const MAX_QUERY = 128;

export type AutocompleteOptions = {
  /** 1–20, default 8. */
  limit?: number;
  /** Default both. */
  kinds?: readonly AutocompleteKind[];
};

export type BuildOptions = {
  /** Airport importance within the ungrouped airports (default: the reference catchment). */
  airportImportance?: (iata: string) => number;
};

/** The searchable keys of an item, folded: [primary keys, secondary keys]. Exported for tests. */
export function keysOf(item: AutocompleteItem): { primary: string[]; secondary: string[] } {
  const names = item.kind === 'airport' ? [foldText(item.label), foldText(item.city)] : [foldText(item.label)];
  const primary = new Set<string>(names);
  if (item.kind === 'airport') primary.add(item.code.toLowerCase());
  const secondary = new Set<string>();
  for (const name of names)
    for (let i = name.indexOf(' '); i !== -1; i = name.indexOf(' ', i + 1)) secondary.add(name.slice(i + 1));
  primary.delete('');
  secondary.delete('');
  return { primary: [...primary], secondary: [...secondary] };
}

type Ranked = { item: AutocompleteItem; score: number; group: string; order: number };

function rankEntries(data: ReferenceData, importance: (iata: string) => number): AutocompleteItem[] {
  const countryName = new Map(data.countries.map((c) => [c.code, c.name]));
  const nameOf = (code: string) => countryName.get(code) ?? code;
  const ranked: Ranked[] = [];
  // An airport's group: the most populous city listing it, at its place in that city's list.
  const home = new Map<string, { score: number; group: string; order: number }>();
  const sizes = new Map(data.airports.map((a) => [a.iata, a.size]));
  const sizeOf = (iata: string) => sizes.get(iata) ?? 0;
  for (const city of data.cities) {
    const score = travelRelevance(city, sizeOf);
    ranked.push({
      item: Object.freeze({
        kind: 'city',
        id: city.id,
        label: city.name,
        sublabel: nameOf(city.country),
        country: city.country,
        lat: city.lat,
        lon: city.lon,
        airports: Object.freeze([...city.airports]) as string[],
      }),
      score,
      group: city.id,
      order: 0,
    });
    city.airports.forEach((iata, index) => {
      const current = home.get(iata);
      if (!current || score > current.score || (score === current.score && city.id < current.group))
        home.set(iata, { score, group: city.id, order: index + 1 });
    });
  }
  for (const airport of data.airports) {
    const place = home.get(airport.iata) ?? {
      score: importance(airport.iata) / 4,
      group: `~${airport.iata}`,
      order: 0,
    };
    ranked.push({
      item: Object.freeze({
        kind: 'airport',
        code: airport.iata,
        label: airport.name,
        sublabel: `${airport.city}, ${nameOf(airport.country)}`,
        city: airport.city,
        country: airport.country,
        lat: airport.lat,
        lon: airport.lon,
      }),
      ...place,
    });
  }
  ranked.sort((a, b) => b.score - a.score || (a.group < b.group ? -1 : a.group > b.group ? 1 : 0) || a.order - b.order);
  return ranked.map((r) => r.item);
}

export class AutocompleteIndex {
  /** Every entry, in rank order (index = rank). */
  readonly items: readonly AutocompleteItem[];
  private readonly kindOf: Uint8Array;
  private readonly primary: PrefixTrie;
  private readonly secondary: PrefixTrie;
  /** 26³ table: IATA code → airport entry, or -1. */
  private readonly byCode: Int32Array;

  // Per-query scratch, reused (searches are synchronous, so one set per index is enough).
  private readonly query = new Uint16Array(MAX_QUERY);
  private queryLength = 0;
  private readonly stamp: Uint32Array;
  private epoch = 0;
  private readonly picked = new Int32Array(AUTOCOMPLETE_MAX_LIMIT);
  private count = 0;
  private limit = AUTOCOMPLETE_DEFAULT_LIMIT;
  private mask = 3;
  private readonly best = new Int32Array(AUTOCOMPLETE_MAX_LIMIT);
  private bestCount = 0;
  private bestCap = 0;

  constructor(items: readonly AutocompleteItem[]) {
    this.items = Object.freeze([...items]);
    this.kindOf = Uint8Array.from(items, (item) => (item.kind === 'airport' ? AIRPORT : CITY));
    this.stamp = new Uint32Array(items.length);
    this.byCode = new Int32Array(26 * 26 * 26).fill(-1);
    const primary: TrieKey[] = [];
    const secondary: TrieKey[] = [];
    items.forEach((item, entry) => {
      const keys = keysOf(item);
      for (const key of keys.primary) primary.push({ key, entry });
      for (const key of keys.secondary) secondary.push({ key, entry });
      if (item.kind === 'airport' && /^[A-Z]{3}$/.test(item.code)) {
        const slot = AutocompleteIndex.codeSlot(item.code.toLowerCase());
        if (this.byCode[slot] === -1) this.byCode[slot] = entry;
      }
    });
    this.primary = new PrefixTrie(primary, this.kindOf, AUTOCOMPLETE_MAX_LIMIT);
    this.secondary = new PrefixTrie(secondary, this.kindOf, AUTOCOMPLETE_MAX_LIMIT);
  }

  private static codeSlot(code: string | Uint16Array): number {
    const at = (i: number) => (typeof code === 'string' ? code.charCodeAt(i) : code[i]!) - 97;
    return (at(0) * 26 + at(1)) * 26 + at(2);
  }

  /** Index statistics (for the benchmark and logs). */
  get stats(): { entries: number; primaryNodes: number; secondaryNodes: number } {
    return {
      entries: this.items.length,
      primaryNodes: this.primary.nodeCount,
      secondaryNodes: this.secondary.nodeCount,
    };
  }

  search(text: string, options?: AutocompleteOptions): AutocompleteItem[] {
    const requested = options?.limit ?? AUTOCOMPLETE_DEFAULT_LIMIT;
    this.limit = Math.max(1, Math.min(AUTOCOMPLETE_MAX_LIMIT, Math.floor(requested) || AUTOCOMPLETE_DEFAULT_LIMIT));
    let mask = 3;
    if (options?.kinds) {
      mask = 0;
      for (const kind of options.kinds) mask |= kind === 'airport' ? 1 : kind === 'city' ? 2 : 0;
    }
    this.mask = mask;
    const n = foldInto(text, this.query);
    this.queryLength = n;
    this.count = 0;
    if (n === 0 || mask === 0) return [];
    if (++this.epoch === 0xffffffff) {
      this.stamp.fill(0);
      this.epoch = 1;
    }

    const q = this.query;
    if (n === 3 && mask & 1 && isLetter(q[0]!) && isLetter(q[1]!) && isLetter(q[2]!)) {
      const entry = this.byCode[AutocompleteIndex.codeSlot(q)]!;
      if (entry !== -1) this.take(entry);
    }
    if (this.count < this.limit) this.takeList(this.primary, this.primary.walk(q, n));
    if (this.count < this.limit) this.takeList(this.secondary, this.secondary.walk(q, n));
    if (n >= TYPO_MIN_LENGTH) {
      if (this.count < this.limit) this.typoTier(this.primary);
      if (this.count < this.limit) this.typoTier(this.secondary);
    }

    const out = new Array<AutocompleteItem>(this.count);
    for (let i = 0; i < this.count; i++) out[i] = this.items[this.picked[i]!]!;
    return out;
  }

  private take(entry: number): void {
    this.stamp[entry] = this.epoch;
    this.picked[this.count++] = entry;
  }

  private takeList(trie: PrefixTrie, node: number): void {
    if (node < 0) return;
    const start = trie.listStart[node]!;
    const end = start + trie.listLength[node]!;
    const pool = trie.pool;
    for (let i = start; i < end && this.count < this.limit; i++) {
      const entry = pool[i]!;
      if ((this.mask & (1 << this.kindOf[entry]!)) === 0 || this.stamp[entry] === this.epoch) continue;
      this.take(entry);
    }
  }

  /** Collects the best entries under every node within one edit of the query, then takes them. */
  private typoTier(trie: PrefixTrie): void {
    this.bestCount = 0;
    this.bestCap = this.limit - this.count;
    this.visit(trie, 0, 0, false);
    for (let i = 0; i < this.bestCount; i++) this.take(this.best[i]!);
  }

  private visit(trie: PrefixTrie, node: number, i: number, edited: boolean): void {
    const n = this.queryLength;
    if (i === n) {
      this.collect(trie, node);
      return;
    }
    const q = this.query;
    const c = q[i]!;
    const exact = trie.child(node, c);
    if (exact !== -1) this.visit(trie, exact, i + 1, edited);
    if (edited || i === 0) return; // one edit at most, and never in the first character
    // The query has an extra character.
    this.visit(trie, node, i + 1, true);
    for (let k = trie.firstChild[node]!; k !== -1; k = trie.nextSibling[k]!) {
      // A wrong character, or the query misses one.
      if (trie.char[k] !== c) this.visit(trie, k, i + 1, true);
      this.visit(trie, k, i, true);
    }
    // Two neighbours swapped.
    if (i + 1 < n && q[i + 1] !== c) {
      const a = trie.child(node, q[i + 1]!);
      const b = a === -1 ? -1 : trie.child(a, c);
      if (b !== -1) this.visit(trie, b, i + 2, true);
    }
  }

  /** Merges a node's list into `best` (ascending, at most bestCap, no duplicates, none already taken). */
  private collect(trie: PrefixTrie, node: number): void {
    const start = trie.listStart[node]!;
    const end = start + trie.listLength[node]!;
    const pool = trie.pool;
    const best = this.best;
    const cap = this.bestCap;
    for (let i = start; i < end; i++) {
      const entry = pool[i]!;
      if ((this.mask & (1 << this.kindOf[entry]!)) === 0 || this.stamp[entry] === this.epoch) continue;
      let count = this.bestCount;
      if (count === cap && entry >= best[count - 1]!) return; // the list is ascending: nothing better follows
      let at = count;
      while (at > 0 && best[at - 1]! > entry) at--;
      if (at > 0 && best[at - 1] === entry) continue;
      if (count === cap) count--;
      for (let j = count; j > at; j--) best[j] = best[j - 1]!;
      best[at] = entry;
      this.bestCount = count + 1;
    }
  }
}

function isLetter(c: number): boolean {
  return c >= 97 && c <= 122;
}

export function buildAutocompleteIndex(data: ReferenceData, options: BuildOptions = {}): AutocompleteIndex {
  return new AutocompleteIndex(rankEntries(data, options.airportImportance ?? airportCatchment));
}

let shared: AutocompleteIndex | undefined;

/** The index over the full reference data, built on first use and kept. */
export function getAutocompleteIndex(): AutocompleteIndex {
  return (shared ??= buildAutocompleteIndex(loadReferenceData()));
}
