import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan, PlanningDestination, PlanningPlace } from '@escazo/contracts/planning';
import { api } from '../../../lib/api-client.ts';
import { retryUnlessNotFound } from './retry.ts';

const destinationsKey = ['planning', 'destinations'] as const;
// The knowledge base changes only with a release.
const staleTime = 30 * 60 * 1000;

/** GET /api/planning/destinations: every destination the planner knows, sorted by name. */
export const destinationsQueryOptions = () =>
  queryOptions({
    queryKey: destinationsKey,
    queryFn: ({ signal }) => api<{ destinations: PlanningDestination[] }>('/api/planning/destinations', { signal }),
    select: (body) => body.destinations,
    staleTime,
  });
export const useDestinations = () => useQuery(destinationsQueryOptions());

const destinationPath = (idOrName: string) => `/api/planning/destinations/${encodeURIComponent(idOrName)}`;

/** GET /api/planning/destinations/:id: one destination by id or name. */
export const useDestination = (idOrName: string) =>
  useQuery({
    queryKey: [...destinationsKey, 'one', idOrName.trim().toLowerCase()],
    queryFn: ({ signal }) => api<{ destination: PlanningDestination }>(destinationPath(idOrName), { signal }),
    select: (body) => body.destination,
    retry: retryUnlessNotFound,
    staleTime,
  });

/** GET /api/planning/destinations/:id/places: its attractions, experiences and restaurants. */
export const useDestinationPlaces = (id: string | undefined) =>
  useQuery({
    queryKey: [...destinationsKey, 'places', id],
    queryFn: ({ signal }) => api<{ places: PlanningPlace[] }>(`${destinationPath(id!)}/places`, { signal }),
    select: (body) => body.places,
    enabled: id !== undefined,
    staleTime,
  });

/** GET /api/planning/destinations/:id/sample-plan: the engine's 3-day sample (not saved). */
export const useSamplePlan = (id: string | undefined) =>
  useQuery({
    queryKey: [...destinationsKey, 'sample-plan', id],
    queryFn: ({ signal }) => api<{ plan: Plan }>(`${destinationPath(id!)}/sample-plan`, { signal }),
    select: (body) => body.plan,
    enabled: id !== undefined,
    staleTime,
  });
