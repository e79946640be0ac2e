/** Where a finished social sign-in lands when no (acceptable) target was given. */
export const DEFAULT_RETURN_TO = '/dashboard';
const BASE = 'https://escazo.invalid';

/**
 * The `redirect` of /start is followed only when it is a path on this site: never an absolute
 * URL, a protocol-relative `//host`, a backslash trick or anything that resolves to another
 * origin (the server-side twin of the web app's redirect-target.ts).
 */
export function safeReturnTo(value: string | undefined | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return DEFAULT_RETURN_TO;
  // Control characters (tab, newline) are dropped by URL parsers and could hide a `//`.
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return DEFAULT_RETURN_TO;
  try {
    const url = new URL(value, BASE);
    const path = `${url.pathname}${url.search}${url.hash}`;
    // `/.//host` normalises to `//host`: what comes out is checked again.
    return url.origin === BASE && !path.startsWith('//') ? path : DEFAULT_RETURN_TO;
  } catch {
    return DEFAULT_RETURN_TO;
  }
}
