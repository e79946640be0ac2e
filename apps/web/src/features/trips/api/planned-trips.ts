import { useQuery } from '@tanstack/react-query';
import { planListQueryOptions } from '@web/lib/plan-queries.ts';

/** GET /api/plans: the trips the user planned, soonest first (the planner's own list query). */
export const usePlannedTrips = () => useQuery(planListQueryOptions());
