import { z } from 'zod';

/**
 * Plain text as people type it. A single-line field holds no control character at all (C0 and
 * DEL); a multi-line field may also hold tab, line feed and carriage return. Both are trimmed.
 * Control characters are refused with 'field.controlCharacters' rather than stored (PostgreSQL
 * cannot store NUL in text, and the others only ever come from a script).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

type StringParams = Parameters<typeof z.string>[0];

/** A trimmed single-line text; chain `.min()` and `.max()` as with `z.string()`. */
export const singleLineText = (params?: StringParams) =>
  z.string(params).trim().regex(SINGLE_LINE, 'field.controlCharacters');

/** A trimmed multi-line text (tab and line breaks allowed); chain `.min()` and `.max()`. */
export const multiLineText = (params?: StringParams) =>
  z.string(params).trim().regex(MULTI_LINE, 'field.controlCharacters');
