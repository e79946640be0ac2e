import { useQuery } from '@tanstack/react-query';
import { getAutocomplete } from '../../search/api/autocomplete.ts';
import { isPlaceId, placeFromItem } from '../../search/utils/place.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

export type ResolvedPlace =
  | { status: 'empty' }
  | { status: 'pending' }
  | { status: 'found'; value: string; label: string }
  | { status: 'unknown'; text: string }
  | { status: 'error'; error: Error };

/**
 * A from/to value as the API takes it. Codes and city ids are used as they are; text typed on
 * another page ('New York') becomes the best autocomplete match.
 */
export function useResolvedPlace(value: string, label: string): ResolvedPlace {
  const direct = value === '' || isPlaceId(value);
  const query = useQuery({
    queryKey: queryKeys.flights.resolve(value.toLowerCase()),
    queryFn: ({ signal }) => getAutocomplete({ q: value, limit: 1 }, { signal }),
    enabled: !direct,
    staleTime: Infinity,
  });
  if (value === '') return { status: 'empty' };
  if (direct) return { status: 'found', value, label };
  if (query.isPending) return { status: 'pending' };
  if (query.isError) return { status: 'error', error: query.error };
  const item = query.data.items[0];
  if (!item) return { status: 'unknown', text: value };
  return { status: 'found', ...placeFromItem(item) };
}
