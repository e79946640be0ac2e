import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePriceWatchInput, PriceWatch, PriceWatchList } from '@escazo/contracts/price-watches';
import { api, apiWithStatus } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** GET /api/me/price-watches: the caller's active watches with their recent history. */
export const getPriceWatches = (signal?: AbortSignal): Promise<PriceWatchList> =>
  api<PriceWatchList>('/api/me/price-watches', { signal });

export const priceWatchesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.priceWatches.all(), queryFn: ({ signal }) => getPriceWatches(signal) });

export const usePriceWatches = () => useQuery(priceWatchesQueryOptions());

/** POST /api/me/price-watches: 201 with a new watch, or 200 with the active one already watching that selection. */
export async function createPriceWatch(
  input: CreatePriceWatchInput,
): Promise<{ watch: PriceWatch; existing: boolean }> {
  const { status, body } = await apiWithStatus<PriceWatch>('/api/me/price-watches', { method: 'POST', body: input });
  return { watch: body, existing: status === 200 };
}

/** DELETE /api/me/price-watches/:id. */
export const stopPriceWatch = (id: string): Promise<void> =>
  api<void>(`/api/me/price-watches/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Starts watching; the watch list refreshes once the server has answered. */
export function useCreatePriceWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPriceWatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.priceWatches.all() }),
  });
}

/** Stops one watch; the list drops it once the server has answered. */
export function useStopPriceWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopPriceWatch,
    onSuccess: (_, id) =>
      queryClient.setQueryData<PriceWatchList>(queryKeys.priceWatches.all(), (list) =>
        list ? { items: list.items.filter((w) => w.id !== id) } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.priceWatches.all() }),
  });
}
