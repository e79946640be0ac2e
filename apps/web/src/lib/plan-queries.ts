import { queryOptions } from '@tanstack/react-query';
import type { PlanList, PlanResponse } from '@escazo/contracts/planning';
import { api } from './api-client.ts';

/**
 * The one set of keys for planned trips. Everything sits under `['plans']`, so invalidating that
 * prefix refreshes the list and every open trip together.
 */
export const planKeys = {
  all: ['plans'] as const,
  list: () => [...planKeys.all, 'list'] as const,
  one: (id: string) => [...planKeys.all, 'one', id] as const,
};

/** GET /api/plans: the caller's trips, soonest first. */
export const planListQueryOptions = () =>
  // Always checked again on opening: a trip planned a moment ago on another page must be listed.
  queryOptions({ queryKey: planKeys.list(), queryFn: ({ signal }) => api<PlanList>('/api/plans', { signal }), staleTime: 0 });

/** GET /api/plans/:id: the caller's own trip, or an unclaimed one by its id (404 for anyone else's). */
export const planQueryOptions = (id: string) =>
  queryOptions({
    queryKey: planKeys.one(id),
    queryFn: ({ signal }) => api<PlanResponse>(`/api/plans/${encodeURIComponent(id)}`, { signal }),
    select: (body) => body.plan,
  });
