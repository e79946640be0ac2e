import { z } from 'zod';

/**
 * Plain text as people type it. A single-line field holds no control character at all (C0 and
 * DEL); a multi-line field may also hold tab, line feed and carriage return. Both are trimmed.
 * Control characters are refused with 'field.controlCharacters' rather than stored (PostgreSQL
 * cannot store NUL in text, and the others only ever come from a script). Every text must also be
 * well-formed UTF-16: a lone surrogate (half of a pair, which no keyboard types) is refused with
 * 'field.malformedText', since it cannot be encoded as UTF-8 (PostgreSQL's jsonb refuses it, and
 * text would silently turn it into U+FFFD).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

// With the u flag a paired surrogate is one code point, so \p{Cs} matches only a lone half. (The
// same test as String.prototype.isWellFormed, which older browsers lack.)
const LONE_SURROGATE = /\p{Cs}/u;

/** True when the text is well-formed UTF-16 (no lone surrogate). */
export const isWellFormedText = (text: string): boolean => !LONE_SURROGATE.test(text);

// eslint-disable-next-line no-control-regex -- as above
const NO_NUL = /^[^\u0000]*$/;

type StringParams = Parameters<typeof z.string>[0];

/** A trimmed single-line text; chain `.min()` and `.max()` as with `z.string()`. */
export const singleLineText = (params?: StringParams) =>
  z.string(params).trim().regex(SINGLE_LINE, 'field.controlCharacters').refine(isWellFormedText, 'field.malformedText');

/** A trimmed multi-line text (tab and line breaks allowed); chain `.min()` and `.max()`. */
export const multiLineText = (params?: StringParams) =>
  z.string(params).trim().regex(MULTI_LINE, 'field.controlCharacters').refine(isWellFormedText, 'field.malformedText');

/**
 * A secret as typed (a password): never trimmed or otherwise changed, since every character counts;
 * refuses only what no keyboard types and what cannot be encoded (NUL, a lone surrogate).
 */
export const secretText = (params?: StringParams) =>
  z.string(params).regex(NO_NUL, 'field.controlCharacters').refine(isWellFormedText, 'field.malformedText');
