import { describe, expect, it } from 'vitest';
import { boxesOf, digitsOf, fillFrom, isCompleteCode, setBox } from './code-digits.ts';

describe('six-box code helpers', () => {
  it('reads boxes from the value, a space being an empty box', () => {
    expect(boxesOf('')).toEqual(['', '', '', '', '', '']);
    expect(boxesOf('12 4')).toEqual(['1', '2', '', '4', '', '']);
    expect(boxesOf('1234567')).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('sets one box, digits only', () => {
    expect(setBox('', 0, '7')).toBe('7');
    expect(setBox('7', 2, '3')).toBe('7 3');
    expect(setBox('7 3', 2, '')).toBe('7');
    expect(setBox('123456', 1, 'a')).toBe('1 3456');
  });

  it('a 6-digit paste into the first box fills every box', () => {
    expect(fillFrom('', 0, '123456')).toEqual({ value: '123456', focus: 5 });
    expect(fillFrom('', 0, ' 123-456 ')).toEqual({ value: '123456', focus: 5 });
    expect(fillFrom('9', 2, '12345678')).toEqual({ value: '9 1234', focus: 5 });
    expect(fillFrom('', 0, '12')).toEqual({ value: '12', focus: 2 });
  });

  it('knows a complete code', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12 456')).toBe(false);
    expect(digitsOf('a1b2')).toBe('12');
  });
});
