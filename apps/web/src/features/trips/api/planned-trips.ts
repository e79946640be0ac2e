import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanList } from '@escazo/contracts/planning';
import { api } from '../../../lib/api-client.ts';

/** The planner's trip list key: any change to a planned trip refreshes it here too. */
export const plannedTripsQueryKey = ['plans', 'list'] as const;

/** GET /api/plans: the trips the user planned, soonest first. */
export const usePlannedTrips = () =>
  useQuery(queryOptions({ queryKey: plannedTripsQueryKey, queryFn: ({ signal }) => api<PlanList>('/api/plans', { signal }) }));
