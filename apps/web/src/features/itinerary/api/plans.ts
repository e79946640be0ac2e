import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanList, PlanResponse } from '@escazo/contracts/planning';
import { api } from '../../../lib/api-client.ts';

/** Every planner query sits under this key, so a change to one trip refreshes the trip list too. */
export const plansQueryKey = ['plans'] as const;
export const planListQueryKey = [...plansQueryKey, 'list'] as const;
export const planQueryKey = (id: string) => [...plansQueryKey, 'one', id] as const;

/** GET /api/plans: the caller's trips, soonest first. */
export const plansQueryOptions = () =>
  // Always checked again on opening: a trip planned a moment ago on another page must be listed.
  queryOptions({ queryKey: planListQueryKey, queryFn: ({ signal }) => api<PlanList>('/api/plans', { signal }), staleTime: 0 });

export const usePlans = () => useQuery(plansQueryOptions());

/** GET /api/plans/:id: one of the caller's trips (404 for anyone else's). */
export const planQueryOptions = (id: string) =>
  queryOptions({
    queryKey: planQueryKey(id),
    queryFn: ({ signal }) => api<PlanResponse>(`/api/plans/${encodeURIComponent(id)}`, { signal }),
    select: (body) => body.plan,
  });

export const usePlan = (id: string | null) => useQuery({ ...planQueryOptions(id ?? ''), enabled: id !== null });
