import type { z } from 'zod';

/** Values a search keeps in the URL: scalars, or lists written as comma text. */
export type UrlValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** The query string as a plain object (last value wins), ready for a contracts schema. */
export function paramsToObject(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params.entries());
}

/**
 * Writes values to a query string in key order. Blank values, empty lists and values equal to
 * their default are left out, so URLs stay short and shareable.
 */
export function toSearchParams(
  values: Record<string, UrlValue>,
  defaults: Record<string, UrlValue> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(values)) {
    if (raw === undefined || raw === null || raw === '') continue;
    const text = Array.isArray(raw) ? raw.join(',') : String(raw);
    if (text === '') continue;
    const fallback = defaults[key];
    if (fallback !== undefined && (Array.isArray(fallback) ? fallback.join(',') : String(fallback)) === text) continue;
    params.set(key, text);
  }
  return params;
}

/** Parses the URL's search with a contracts schema; invalid or missing fields give the issues. */
export function parseSearch<S extends z.ZodType>(schema: S, params: URLSearchParams) {
  return schema.safeParse(paramsToObject(params));
}

/**
 * `params` with the `keep` pairs first (say `tab=cars` on a page of tabs), whatever `params` said
 * for those keys: a view that writes its own search never drops the page's own keys.
 */
export function keepParams(keep: Readonly<Record<string, string>>, params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(keep);
  for (const [key, value] of params) if (!Object.hasOwn(keep, key)) out.append(key, value);
  return out;
}

/** `path?query` (or just `path` when the query is empty). */
export function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
