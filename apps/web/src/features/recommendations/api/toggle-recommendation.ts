import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recommendation, RecommendationsResponse } from '@escazo/contracts/recommendations';
import { saveItem, unsaveItem } from '@web/components/saved/api.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** A favourite is a saved 'recommendation', a bookmark a saved 'bookmark'; both name the item's id. */
export type RecommendationMark = 'favorite' | 'bookmark';
export type MarkChange = { mark: RecommendationMark; item: Recommendation; on: boolean };

const KIND = { favorite: 'recommendation', bookmark: 'bookmark' } as const;

/** The cached lists with the change applied, as the server has just confirmed it. */
function withChange(data: RecommendationsResponse, { mark, item, on }: MarkChange): RecommendationsResponse {
  if (mark === 'bookmark') {
    const rest = data.bookmarks.filter((id) => id !== item.id);
    return { ...data, bookmarks: on ? [item.id, ...rest] : rest };
  }
  const rest = data.favorites.filter((f) => f.id !== item.id);
  const favorites = on ? [item, ...rest] : rest;
  return { ...data, favorites, stats: { ...data.stats, favorites: favorites.length } };
}

/**
 * Favourites or bookmarks one recommendation. The cache follows the server's answer (never ahead of
 * it); then the recommendations and the Saved list are read again.
 */
export function useToggleRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mark, item, on }: MarkChange) => {
      const target = { kind: KIND[mark], refId: item.id };
      return on ? saveItem(target).then(() => undefined) : unsaveItem(target);
    },
    onSuccess: (_answer, change) => {
      queryClient.setQueryData<RecommendationsResponse>(queryKeys.recommendations.all(), (data) =>
        data ? withChange(data, change) : data,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.recommendations.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.saved.all() }),
      ]),
  });
}
