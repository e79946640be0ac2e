import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanResponse } from '@escazo/contracts/planning';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

export const sharedPlanPath = (token: string) => `/api/shared-plans/${encodeURIComponent(token)}`;

/** GET /api/shared-plans/:token: the read-only copy behind a share link; 404 SHARE_LINK_INVALID once revoked. */
export const sharedPlanQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.sharedPlans.one(token),
    queryFn: ({ signal }) => api<PlanResponse>(sharedPlanPath(token), { signal }),
    select: (body) => body.plan,
    retry: false,
  });

export const useSharedPlan = (token: string) => useQuery(sharedPlanQueryOptions(token));
