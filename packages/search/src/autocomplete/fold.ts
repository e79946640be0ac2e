/**
 * Accent- and case-insensitive folding for autocomplete, per UTF-16 code unit through lazily filled
 * lookup tables, so a query is folded into a caller's buffer without allocating.
 *
 * Output alphabet: 'a'–'z', '0'–'9' and a single space between words. Apostrophes vanish
 * ("Cox’s" → "coxs"), every other symbol separates words, a few letters expand ('ß' → 'ss').
 */

const SPACE = 32;
const DROP = 0;
const UNSET = 0xffff;

const EXPAND: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ĳ: 'ij',
  þ: 'th',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
  ŀ: 'l',
  ŧ: 't',
};
const APOSTROPHES = new Set(["'", '’', 'ʼ', '`', '´', 'ʻ', '‘']);

/** First folded unit per code unit (DROP = nothing, SPACE = separator). */
const first = new Uint16Array(0x10000).fill(UNSET);
/** Second folded unit, for expansions ('ß' → 's','s'); 0 when none. */
const second = new Uint16Array(0x10000);

function compute(code: number): void {
  const ch = String.fromCharCode(code);
  if (APOSTROPHES.has(ch)) {
    first[code] = DROP;
    return;
  }
  let base = ch
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  if (base === '' && /\p{M}/u.test(ch)) {
    first[code] = DROP; // a lone combining mark
    return;
  }
  base = EXPAND[base] ?? base;
  const a = base.charCodeAt(0);
  const b = base.length > 1 ? base.charCodeAt(1) : 0;
  const isAlnum = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
  if (base.length >= 1 && base.length <= 2 && isAlnum(a) && (b === 0 || isAlnum(b))) {
    first[code] = a;
    second[code] = b;
  } else {
    first[code] = SPACE;
  }
}

/**
 * Folds `text` into `out`, returning the folded length (capped at out.length). Separators collapse
 * to one space; leading and trailing ones are dropped.
 */
export function foldInto(text: string, out: Uint16Array): number {
  let n = 0;
  let pendingSpace = false;
  const cap = out.length;
  for (let i = 0; i < text.length && n < cap; i++) {
    const code = text.charCodeAt(i);
    let a = first[code]!;
    if (a === UNSET) {
      compute(code);
      a = first[code]!;
    }
    if (a === DROP) continue;
    if (a === SPACE) {
      if (n > 0) pendingSpace = true;
      continue;
    }
    if (pendingSpace) {
      out[n++] = SPACE;
      pendingSpace = false;
      if (n >= cap) break;
    }
    out[n++] = a;
    const b = second[code]!;
    if (b !== 0 && n < cap) out[n++] = b;
  }
  return n;
}

const scratch = new Uint16Array(1024);

/** Folds a string (build time and tests; allocates the result). */
export function foldText(text: string): string {
  const n = foldInto(text, scratch);
  return String.fromCharCode(...scratch.subarray(0, n));
}
