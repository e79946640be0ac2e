import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlanRequestInput } from '@escazo/contracts/planning';
import { ApiError, api } from '../../../lib/api-client.ts';

const plansKey = ['plans'] as const;

/** POST /api/plans: the engine plans the trip; signed in it is saved to the account. */
export const createPlan = (request: PlanRequestInput) =>
  api<{ plan: Plan }>('/api/plans', { method: 'POST', body: request }).then((body) => body.plan);

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: (plan) => {
      queryClient.setQueryData([...plansKey, plan.id], { plan });
      if (plan.saved) void queryClient.invalidateQueries({ queryKey: plansKey, exact: true });
    },
  });
}

/** POST /api/plans/:id/claim: a plan made signed out becomes the caller's trip. */
export const claimPlan = (id: string) =>
  api<{ plan: Plan }>(`/api/plans/${encodeURIComponent(id)}/claim`, { method: 'POST' }).then((body) => body.plan);

export function useClaimPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimPlan,
    onSuccess: (plan) => {
      queryClient.setQueryData([...plansKey, plan.id], { plan });
      void queryClient.invalidateQueries({ queryKey: plansKey, exact: true });
    },
  });
}

/** GET /api/plans/:id: the caller's plan or an unclaimed one. */
export const usePlan = (id: string | null) =>
  useQuery({
    queryKey: [...plansKey, id],
    queryFn: ({ signal }) => api<{ plan: Plan }>(`/api/plans/${encodeURIComponent(id!)}`, { signal }),
    select: (body) => body.plan,
    enabled: id !== null,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 3,
  });
