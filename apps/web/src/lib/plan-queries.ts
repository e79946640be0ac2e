import { queryOptions } from '@tanstack/react-query';
import type { PlanList, PlanningDestination, PlanResponse } from '@escazo/contracts/planning';
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
  queryOptions({
    queryKey: planKeys.list(),
    queryFn: ({ signal }) => api<PlanList>('/api/plans', { signal }),
    staleTime: 0,
  });

/** GET /api/plans/:id: the caller's own trip, or an unclaimed one by its id (404 for anyone else's). */
export const planQueryOptions = (id: string) =>
  queryOptions({
    queryKey: planKeys.one(id),
    queryFn: ({ signal }) => api<PlanResponse>(`/api/plans/${encodeURIComponent(id)}`, { signal }),
    select: (body) => body.plan,
  });

/** Everything about the knowledge base's destinations sits under this key. */
export const planningDestinationsKey = ['planning', 'destinations'] as const;
/** The knowledge base changes only with a release. */
export const planningDestinationsStaleTime = 30 * 60 * 1000;

/** GET /api/planning/destinations: every destination of the knowledge base, sorted by name (the planner's and the budget page's suggestions). */
export const destinationsQueryOptions = () =>
  queryOptions({
    queryKey: planningDestinationsKey,
    queryFn: ({ signal }) => api<{ destinations: PlanningDestination[] }>('/api/planning/destinations', { signal }),
    select: (body) => body.destinations,
    staleTime: planningDestinationsStaleTime,
  });
