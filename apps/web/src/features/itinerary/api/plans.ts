import { useQuery } from '@tanstack/react-query';
import { planListQueryOptions, planQueryOptions } from '@web/lib/plan-queries.ts';

/** The caller's trips, soonest first. */
export const usePlans = () => useQuery(planListQueryOptions());

/** One trip by id (disabled without one). */
export const usePlan = (id: string | null) => useQuery({ ...planQueryOptions(id ?? ''), enabled: id !== null });
