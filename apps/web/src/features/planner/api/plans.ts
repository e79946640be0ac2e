import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlanRequestInput } from '@escazo/contracts/planning';
import { api } from '@web/lib/api-client.ts';
import { planQueryOptions } from '@web/lib/plan-queries.ts';
import { retryUnlessNotFound } from './retry.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

const planPath = (id: string) => `/api/plans/${encodeURIComponent(id)}`;

/** POST /api/plans: the engine plans the trip; signed in it is saved to the account. */
export const createPlan = (request: PlanRequestInput) =>
  api<{ plan: Plan }>('/api/plans', { method: 'POST', body: request }).then((body) => body.plan);

/** PUT /api/plans/:id: a saved plan planned afresh in place from the whole request (same id, next version). */
export const replanPlan = ({ id, version, request }: { id: string; version: number; request: PlanRequestInput }) =>
  api<{ plan: Plan }>(planPath(id), { method: 'PUT', body: { ...request, version } }).then((body) => body.plan);

/** Runs the planner: a new plan, or the saved plan on the page planned again in place. */
export function usePlanTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      request,
      replan,
    }: {
      request: PlanRequestInput;
      replan?: Pick<Plan, 'id' | 'version'> | undefined;
    }) => (replan ? replanPlan({ id: replan.id, version: replan.version, request }) : createPlan(request)),
    onSuccess: (plan) => {
      queryClient.setQueryData(queryKeys.plans.one(plan.id), { plan });
      if (plan.saved) void queryClient.invalidateQueries({ queryKey: queryKeys.plans.list() });
    },
  });
}

/** POST /api/plans/:id/claim: a plan made signed out becomes the caller's trip. */
export const claimPlan = (id: string) =>
  api<{ plan: Plan }>(`${planPath(id)}/claim`, { method: 'POST' }).then((body) => body.plan);

export function useClaimPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimPlan,
    onSuccess: (plan) => {
      queryClient.setQueryData(queryKeys.plans.one(plan.id), { plan });
      void queryClient.invalidateQueries({ queryKey: queryKeys.plans.list() });
    },
  });
}

/** GET /api/plans/:id: the caller's plan or an unclaimed one. */
export const usePlan = (id: string | null) =>
  useQuery({ ...planQueryOptions(id ?? ''), enabled: id !== null, retry: retryUnlessNotFound });
