import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanningDestination } from '@escazo/contracts/planning';
import { api } from '../../../lib/api-client.ts';

// The knowledge base changes only with a release.
const staleTime = 30 * 60 * 1000;

/** GET /api/planning/destinations: every destination of the knowledge base (the must-visit suggestions). */
export const knownDestinationsQueryOptions = () =>
  queryOptions({
    // The planner asks the same list under the same key: one request serves both pages.
    queryKey: ['planning', 'destinations'],
    queryFn: ({ signal }) => api<{ destinations: PlanningDestination[] }>('/api/planning/destinations', { signal }),
    select: (body) => body.destinations,
    staleTime,
  });

export const useKnownDestinations = () => useQuery(knownDestinationsQueryOptions());
