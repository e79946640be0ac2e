import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AutocompleteKind, AutocompleteResponse } from '@escazo/contracts/search-autocomplete';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

export type AutocompleteParams = { q: string; kinds?: readonly AutocompleteKind[]; limit?: number };

function query({ q, kinds, limit }: AutocompleteParams): string {
  const params = new URLSearchParams({ q });
  if (kinds && kinds.length > 0) params.set('kinds', kinds.join(','));
  if (limit) params.set('limit', String(limit));
  return params.toString();
}

/** GET /api/search/autocomplete: airports and cities, prefix and typo-tolerant, by importance. */
export const getAutocomplete = (params: AutocompleteParams, { signal }: { signal?: AbortSignal } = {}) =>
  api<AutocompleteResponse>(`/api/search/autocomplete?${query(params)}`, { signal });

export const autocompleteQueryOptions = (params: AutocompleteParams) =>
  queryOptions({
    queryKey: queryKeys.search.autocomplete(
      params.q.trim().toLowerCase(),
      params.kinds?.join(',') ?? '',
      params.limit ?? 0,
    ),
    queryFn: ({ signal }) => getAutocomplete(params, { signal }),
    staleTime: 10 * 60 * 1000,
  });

export const useAutocomplete = (params: AutocompleteParams, enabled: boolean) =>
  useQuery({
    ...autocompleteQueryOptions(params),
    enabled: enabled && params.q.trim() !== '',
    placeholderData: keepPreviousData,
  });
