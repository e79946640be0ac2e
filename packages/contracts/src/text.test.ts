import { describe, expect, it } from 'vitest';
import { isWellFormedText, multiLineText, singleLineText } from './text.ts';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('plain text fields', () => {
  const single = singleLineText().max(20, 'field.tooLong');
  const multi = multiLineText().max(20, 'field.tooLong');

  it('trims and keeps ordinary text, accents and emoji', () => {
    expect(single.parse('  Zoë 🚗 ')).toBe('Zoë 🚗');
    expect(multi.parse(' one\ntwo\r\n\tthree ')).toBe('one\ntwo\r\n\tthree');
  });

  it('refuses every C0 control character and DEL on one line, tab and line breaks included', () => {
    for (let code = 0; code < 0x20; code += 1) {
      expect(issues(single.safeParse(`a${String.fromCharCode(code)}b`)), `U+${code.toString(16)}`).toEqual([
        'field.controlCharacters',
      ]);
    }
    expect(issues(single.safeParse('a\u007fb'))).toEqual(['field.controlCharacters']);
  });

  it('allows tab, line feed and carriage return in a multi-line text, and nothing else', () => {
    for (let code = 0; code < 0x20; code += 1) {
      const allowed = code === 0x09 || code === 0x0a || code === 0x0d;
      expect(issues(multi.safeParse(`a${String.fromCharCode(code)}b`)), `U+${code.toString(16)}`).toEqual(
        allowed ? [] : ['field.controlCharacters'],
      );
    }
    expect(issues(multi.safeParse('a\u0000b'))).toEqual(['field.controlCharacters']);
    expect(issues(multi.safeParse('a\u007fb'))).toEqual(['field.controlCharacters']);
  });

  it("keeps the field's own checks and messages", () => {
    expect(issues(singleLineText({ error: 'contact.nameMin' }).min(2, 'contact.nameMin').safeParse(undefined))).toEqual(
      ['contact.nameMin'],
    );
    expect(issues(single.safeParse('x'.repeat(21)))).toEqual(['field.tooLong']);
  });

  it('refuses a lone surrogate (high or low) and keeps surrogate pairs', () => {
    for (const text of ['reason \ud800 x', 'x\udfff', '\udc00\ud800', 'end\udbff']) {
      expect(issues(single.safeParse(text)), JSON.stringify(text)).toEqual(['field.malformedText']);
      expect(issues(multi.safeParse(text)), JSON.stringify(text)).toEqual(['field.malformedText']);
    }
    expect(single.parse('pair \ud83d\ude97')).toBe('pair 🚗');
    expect(isWellFormedText('🚗')).toBe(true);
    expect(isWellFormedText('\ud83d')).toBe(false);
  });
});
