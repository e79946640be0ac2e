import { queryOptions } from '@tanstack/react-query';
import type { PlanList, PlanningDestination, PlanResponse } from '@escazo/contracts/planning';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/plans: the caller's trips, soonest first. */
export const planListQueryOptions = () =>
  // Always checked again on opening: a trip planned a moment ago on another page must be listed.
  queryOptions({
    queryKey: queryKeys.plans.list(),
    queryFn: ({ signal }) => api<PlanList>('/api/plans', { signal }),
    staleTime: 0,
  });

/** GET /api/plans/:id: the caller's own trip, or an unclaimed one by its id (404 for anyone else's). */
export const planQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.plans.one(id),
    queryFn: ({ signal }) => api<PlanResponse>(`/api/plans/${encodeURIComponent(id)}`, { signal }),
    select: (body) => body.plan,
  });

/** The knowledge base changes only with a release. */
export const planningDestinationsStaleTime = 30 * 60 * 1000;

/** GET /api/planning/destinations: every destination of the knowledge base, sorted by name (the planner's and the budget page's suggestions). */
export const destinationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.planningDestinations.all(),
    queryFn: ({ signal }) => api<{ destinations: PlanningDestination[] }>('/api/planning/destinations', { signal }),
    select: (body) => body.destinations,
    staleTime: planningDestinationsStaleTime,
  });
