import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedItem, SavedKind, SavedList } from '@escazo/contracts/saved';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

const itemPath = (kind: SavedKind, refId: string) =>
  `/api/me/saved/${encodeURIComponent(kind)}/${encodeURIComponent(refId)}`;

/** GET /api/me/saved: the caller's saved items, newest first. */
export const getSaved = (signal?: AbortSignal): Promise<SavedList> => api<SavedList>('/api/me/saved', { signal });

export const savedQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.saved.all(), queryFn: ({ signal }) => getSaved(signal) });

/** The saved list; only asked for when `enabled` (signed in). */
export const useSaved = (enabled = true) => useQuery({ ...savedQueryOptions(), enabled });

/** PUT /api/me/saved/:kind/:refId (idempotent): the server names the item. */
export const saveItem = ({ kind, refId }: { kind: SavedKind; refId: string }): Promise<SavedItem> =>
  api<SavedItem>(itemPath(kind, refId), { method: 'PUT' });

/** DELETE /api/me/saved/:kind/:refId (idempotent). */
export const unsaveItem = ({ kind, refId }: { kind: SavedKind; refId: string }): Promise<void> =>
  api<void>(itemPath(kind, refId), { method: 'DELETE' });

export type SavedChange = { kind: SavedKind; refId: string; save: boolean };

/**
 * Saves or removes one item. The cache follows the server's answer (never ahead of it), then the
 * list is read again.
 */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, refId, save }: SavedChange): Promise<SavedItem | null> =>
      save ? saveItem({ kind, refId }) : unsaveItem({ kind, refId }).then(() => null),
    onSuccess: (item, { kind, refId }) => {
      queryClient.setQueryData<SavedList>(queryKeys.saved.all(), (list) => {
        if (!list) return list;
        const rest = list.items.filter((i) => !(i.kind === kind && i.refId === refId));
        return { items: item ? [item, ...rest] : rest };
      });
    },
    onSettled: async (_item, _error, { kind }) => {
      // The recommendations page reads its hearts and bookmarks from its own answer.
      if (kind === 'recommendation' || kind === 'bookmark')
        void queryClient.invalidateQueries({ queryKey: queryKeys.recommendations.all() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.saved.all() });
    },
  });
}

export const isSaved = (list: SavedList | undefined, kind: SavedKind, refId: string): boolean =>
  list?.items.some((i) => i.kind === kind && i.refId === refId) ?? false;
