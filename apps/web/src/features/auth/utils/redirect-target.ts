import { paths } from '@web/config/paths.ts';

const BASE = 'https://escazo.invalid';

/**
 * A `redirect` query value is followed only when it is a same-origin path; otherwise /dashboard.
 * The normalised result is checked again: `/.//evil.com` becomes `//evil.com`, another host.
 */
export function redirectTarget(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return paths.dashboard;
  // Control characters (tab, newline) are dropped by URL parsers and could hide a `//`.
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return paths.dashboard;
  try {
    const url = new URL(value, BASE);
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === BASE && !path.startsWith('//') ? path : paths.dashboard;
  } catch {
    return paths.dashboard;
  }
}
