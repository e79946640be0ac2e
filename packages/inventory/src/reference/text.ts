/** Text folding for ids and name comparison: accents stripped, lower case, ASCII only. */

const EXTRA: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
  ŀ: 'l',
};

/** 'São Paulo' → 'sao paulo'; 'Cox’s Bāzār' → 'coxs bazar'; punctuation becomes single spaces. */
export function foldName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłıþħŀ]/g, (c) => EXTRA[c] ?? c)
    .replace(/['’ʼ`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** 'São Paulo' → 'sao-paulo'. Falls back to 'x' for names with no Latin letters or digits. */
export function slugify(value: string): string {
  return foldName(value).replace(/ /g, '-') || 'x';
}
