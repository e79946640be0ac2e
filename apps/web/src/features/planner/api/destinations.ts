import { useQuery } from '@tanstack/react-query';
import type { Plan, PlanningDestination, PlanningPlace } from '@escazo/contracts/planning';
import { api } from '@web/lib/api-client.ts';
import { destinationsQueryOptions, planningDestinationsStaleTime } from '@web/lib/plan-queries.ts';
import { retryUnlessNotFound } from './retry.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

/** The destinations the planner knows (the one definition, shared with the budget page). */
export const useDestinations = () => useQuery(destinationsQueryOptions());

const destinationPath = (idOrName: string) => `/api/planning/destinations/${encodeURIComponent(idOrName)}`;

/** GET /api/planning/destinations/:id: one destination by id or name. */
export const useDestination = (idOrName: string) =>
  useQuery({
    queryKey: queryKeys.planningDestinations.one(idOrName.trim().toLowerCase()),
    queryFn: ({ signal }) => api<{ destination: PlanningDestination }>(destinationPath(idOrName), { signal }),
    select: (body) => body.destination,
    retry: retryUnlessNotFound,
    staleTime: planningDestinationsStaleTime,
  });

/** GET /api/planning/destinations/:id/places: its attractions, experiences and restaurants. */
export const useDestinationPlaces = (id: string | undefined) =>
  useQuery({
    queryKey: queryKeys.planningDestinations.places(id),
    queryFn: ({ signal }) => api<{ places: PlanningPlace[] }>(`${destinationPath(id!)}/places`, { signal }),
    select: (body) => body.places,
    enabled: id !== undefined,
    staleTime: planningDestinationsStaleTime,
  });

/** GET /api/planning/destinations/:id/sample-plan: the engine's 3-day sample (not saved). */
export const useSamplePlan = (id: string | undefined) =>
  useQuery({
    queryKey: queryKeys.planningDestinations.samplePlan(id),
    queryFn: ({ signal }) => api<{ plan: Plan }>(`${destinationPath(id!)}/sample-plan`, { signal }),
    select: (body) => body.plan,
    enabled: id !== undefined,
    staleTime: planningDestinationsStaleTime,
  });
