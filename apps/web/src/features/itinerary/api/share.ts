import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanShare } from '@escazo/contracts/planning';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

const sharePath = (id: string) => `/api/plans/${encodeURIComponent(id)}/share`;

/** POST /api/plans/:id/share: a new read-only link (the previous one stops working). */
export const useSharePlan = (id: string) =>
  useMutation({ mutationFn: () => api<PlanShare>(sharePath(id), { method: 'POST' }) });

/** DELETE /api/plans/:id/share: the link stops working; any open shared view fails on its next load. */
export const useStopSharing = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(sharePath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.removeQueries({ queryKey: queryKeys.sharedPlans.all() }),
  });
};
