import { paths } from '../../../app/paths.ts';

/** A `redirect` query value is followed only when it is a same-origin path; otherwise /dashboard. */
export function redirectTarget(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return paths.dashboard;
  try {
    const url = new URL(value, 'https://escazo.invalid');
    return url.origin === 'https://escazo.invalid' ? `${url.pathname}${url.search}${url.hash}` : paths.dashboard;
  } catch {
    return paths.dashboard;
  }
}
