import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BudgetPlan, BudgetPlanResponse, BudgetRequestInput } from '@escazo/contracts/budget';
import { api, ApiError } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

const planPath = (id: string) => `/api/budget-plans/${encodeURIComponent(id)}`;

/** POST /api/budget-plans: destinations priced against the budget (stored, unsaved). */
export const createBudgetPlan = (request: BudgetRequestInput) =>
  api<BudgetPlanResponse>('/api/budget-plans', { method: 'POST', body: request }).then((body) => body.plan);

export function useCreateBudgetPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBudgetPlan,
    onSuccess: (plan) => queryClient.setQueryData(queryKeys.budgetPlans.one(plan.id), { plan }),
  });
}

/** GET /api/budget-plans/:id: the caller's plan, or an unsaved one while it is kept. */
export const budgetPlanQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.budgetPlans.one(id),
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
      queryClient.setQueryData(queryKeys.budgetPlans.one(plan.id), { plan });
      void queryClient.invalidateQueries({ queryKey: queryKeys.saved.all() });
    },
  });
}
