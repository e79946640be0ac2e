import { TWO_FACTOR_CODE_LENGTH } from '@escazo/contracts/two-factor';

/**
 * The six-box code as a string: position i is box i, a space is an empty box, trailing empties
 * are dropped ("12 4" = 1, 2, empty, 4, empty, empty). Pure helpers for <CodeInput>.
 */
export const CODE_LENGTH = TWO_FACTOR_CODE_LENGTH;

/** The boxes of a value: six entries, '' for an empty box. */
export function boxesOf(value: string): string[] {
  return Array.from({ length: CODE_LENGTH }, (_, i) => (/\d/.test(value[i] ?? '') ? value[i]! : ''));
}

function join(boxes: string[]): string {
  return boxes
    .map((b) => b || ' ')
    .join('')
    .trimEnd();
}

/** Only the digits of what was typed or pasted. */
export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Puts one digit (or nothing) in box `index`. */
export function setBox(value: string, index: number, digit: string): string {
  const boxes = boxesOf(value);
  boxes[index] = /^\d$/.test(digit) ? digit : '';
  return join(boxes);
}

/** Spreads digits over the boxes from `index` on (a paste or an autofill); returns the value and the box to focus. */
export function fillFrom(value: string, index: number, digits: string): { value: string; focus: number } {
  const boxes = boxesOf(value);
  const clean = digitsOf(digits).slice(0, CODE_LENGTH - index);
  [...clean].forEach((d, i) => (boxes[index + i] = d));
  return { value: join(boxes), focus: Math.min(index + clean.length, CODE_LENGTH - 1) };
}

/** Six digits, no gaps. */
export const isCompleteCode = (value: string) => /^\d{6}$/.test(value);
