import type { PDFFont } from 'pdf-lib';

/** Letters NFKD does not split into a base letter and a mark. */
const TRANSLITERATIONS: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŧ: 't',
  Ŧ: 'T',
  ŀ: 'l',
  Ŀ: 'L',
  ĸ: 'k',
  ŉ: "'n",
  ǆ: 'dz',
  Ǆ: 'DZ',
  ȷ: 'j',
  ə: 'e',
  Ə: 'E',
  ß: 'ss',
  Þ: 'Th',
  þ: 'th',
  '₹': 'Rs',
  '₽': 'RUB',
  '₺': 'TRY',
  '₩': 'KRW',
  '₪': 'ILS',
  '₫': 'VND',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u00a0': ' ',
};

/**
 * Text a standard PDF font can draw (WinAnsi): whitespace runs become one space, a letter outside
 * the font is written without its accents or transliterated, anything else becomes "?". pdf-lib
 * throws on a character its font cannot encode; this never lets one through.
 */
export function drawableText(font: PDFFont, text: string): string {
  const supported = characterSet(font);
  let out = '';
  for (const char of text.replace(/\s+/gu, ' ').trim()) {
    if (supported.has(char.codePointAt(0)!)) out += char;
    else out += fallback(char, supported);
  }
  return out;
}

function fallback(char: string, supported: Set<number>): string {
  const candidates = [TRANSLITERATIONS[char], char.normalize('NFKD').replace(/\p{M}/gu, '')];
  for (const candidate of candidates) {
    if (candidate && [...candidate].every((c) => supported.has(c.codePointAt(0)!))) return candidate;
  }
  return '?';
}

const sets = new WeakMap<PDFFont, Set<number>>();
function characterSet(font: PDFFont): Set<number> {
  let set = sets.get(font);
  if (!set) sets.set(font, (set = new Set(font.getCharacterSet())));
  return set;
}
