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
 * Text a PDF font can draw: composed (NFC), whitespace runs become one space, a letter outside the
 * font is written without its accents or transliterated, anything else (an emoji) becomes "?".
 * pdf-lib throws on a character a standard font cannot encode and draws an empty box for one an
 * embedded font lacks; this lets neither through.
 */
export function drawableText(font: PDFFont, text: string): string {
  const supported = characterSet(font);
  let out = '';
  for (const char of text.normalize('NFC').replace(/\s+/gu, ' ').trim()) {
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

// Keyed by the font's character list, which an embedded font shares across documents.
const sets = new WeakMap<number[], Set<number>>();
function characterSet(font: PDFFont): Set<number> {
  const codePoints = font.getCharacterSet();
  let set = sets.get(codePoints);
  if (!set) sets.set(codePoints, (set = new Set(codePoints)));
  return set;
}
