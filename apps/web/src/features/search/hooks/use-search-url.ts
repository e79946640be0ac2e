import { useNavigate, useSearchParams } from 'react-router';
import { keepParams, withQuery } from '../utils/url-state.ts';

/**
 * A search view's URL: the query string, and `go`, which pushes a new search under `basePath`
 * with the page's own `keep` pairs first (tab=cars when the view is a tab of /search-results),
 * so reload, back and forward show the same search.
 */
export function useSearchUrl(basePath: string, keep: Readonly<Record<string, string>> = {}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const go = (next: URLSearchParams) =>
    void navigate(withQuery(basePath, keepParams(keep, next)), { preventScrollReset: true });
  return { params, key: params.toString(), go };
}
