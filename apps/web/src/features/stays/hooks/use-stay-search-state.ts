import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseStaySearch, staySearchParams, type StaySearch } from '../utils/stay-search-params.ts';

/**
 * The stay search lives in the URL (back, reload and sharing work). `update` merges a change and
 * goes back to page 1 unless the change is the page itself; text typing replaces the history entry.
 */
export function useStaySearchState() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseStaySearch(params), [params]);
  const update = useCallback(
    (patch: Partial<StaySearch>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = { ...parseStaySearch(current), page: 1, ...patch };
          return staySearchParams(next);
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );
  return { search, update };
}
