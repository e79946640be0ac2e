import { useSearchParams } from 'react-router';
import { defaultFilters, parseFilters, writeFilters, type PageFilters } from '../utils/recommendations-url.ts';

/**
 * The tab and filters, kept in the address so reload, back and a shared link show the same list.
 * Changes replace the entry: typing a search does not fill the history.
 */
export function usePageFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const update = (patch: Partial<PageFilters>) =>
    setParams((current) => writeFilters(current, { ...parseFilters(current), ...patch }), {
      replace: true,
      preventScrollReset: true,
    });
  /** Clears every filter, keeping the tab and the sort. */
  const clear = () => update({ search: defaultFilters.search, price: 'all', rating: 'all', category: 'all' });
  return { filters, update, clear };
}
