import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BudgetPlan, BudgetPlanResponse, BudgetRequestInput } from '@escazo/contracts/budget';
import { api, ApiError } from '../../../lib/api-client.ts';
import { savedQueryKey } from '../../../components/saved/api.ts';

const planPath = (id: string) => `/api/budget-plans/${encodeURIComponent(id)}`;
export const budgetPlanKey = (id: string) => ['budget-plans', id] as const;

/** POST /api/budget-plans: destinations priced against the budget (stored, unsaved). */
export const createBudgetPlan = (request: BudgetRequestInput) =>
  api<BudgetPlanResponse>('/api/budget-plans', { method: 'POST', body: request }).then((body) => body.plan);

export function useCreateBudgetPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBudgetPlan,
    onSuccess: (plan) => queryClient.setQueryData(budgetPlanKey(plan.id), { plan }),
  });
}

/** GET /api/budget-plans/:id: the caller's plan, or an unsaved one while it is kept. */
export const budgetPlanQueryOptions = (id: string) =>
  queryOptions({
    queryKey: budgetPlanKey(id),
    queryFn: ({ signal }) => api<BudgetPlanResponse>(planPath(id), { signal }),
    select: (body) => body.plan,
    // A missing or foreign plan stays missing: no retries for a refusal.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });

export const useBudgetPlan = (id: string | null) =>
  useQuery({ ...budgetPlanQueryOptions(id ?? ''), enabled: id !== null });

/** POST /api/budget-plans/:id/save: the plan becomes the caller's and is listed in Saved. */
export const saveBudgetPlan = (id: string) =>
  api<BudgetPlanResponse>(`${planPath(id)}/save`, { method: 'POST' }).then((body) => body.plan);

export function useSaveBudgetPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBudgetPlan,
    onSuccess: (plan: BudgetPlan) => {
      queryClient.setQueryData(budgetPlanKey(plan.id), { plan });
      void queryClient.invalidateQueries({ queryKey: savedQueryKey });
    },
  });
}
