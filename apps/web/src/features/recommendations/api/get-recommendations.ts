import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecommendationsResponse } from '@escazo/contracts/recommendations';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** GET /api/recommendations: the four tabs' lists, the stats and the derived profile (signed in). */
export const getRecommendations = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<RecommendationsResponse>('/api/recommendations', { signal });

export const recommendationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.recommendations.all(), queryFn: ({ signal }) => getRecommendations({ signal }) });

/** Asked for only when a user is signed in (`enabled`). */
export const useRecommendations = (enabled: boolean) => useQuery({ ...recommendationsQueryOptions(), enabled });
