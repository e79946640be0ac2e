import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDriverApplication,
  AdminDriverApplicationDetail,
  AdminDriverApplicationList,
  AdminDriverApplicationsQuery,
  AdminDriverApplicationUpdate,
  AdminDriverDecision,
  AdminDriverDecisionResult,
} from '@escazo/contracts/admin';
import { api } from '@web/lib/api-client.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

const applicationPath = (id: string) => `/api/admin/driver-applications/${encodeURIComponent(id)}`;

export type ApplicationsFilter = Pick<AdminDriverApplicationsQuery, 'status' | 'q' | 'page'>;
export type Decision = 'approve' | 'reject';

function applicationsSearch({ status, q, page }: ApplicationsFilter): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (q) params.set('q', q);
  params.set('page', String(page));
  return params.toString();
}

/** One page of applications, newest first; the previous page stays shown while the next loads. */
export const useDriverApplications = (filter: ApplicationsFilter) =>
  useQuery({
    queryKey: queryKeys.admin.driverApplications.list(filter),
    queryFn: ({ signal }) =>
      api<AdminDriverApplicationList>(`/api/admin/driver-applications?${applicationsSearch(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** One application, the account using its e-mail and the earlier applications from it. */
export const useDriverApplication = (id: string) =>
  useQuery({
    queryKey: queryKeys.admin.driverApplications.detail(id),
    queryFn: ({ signal }) => api<AdminDriverApplicationDetail>(applicationPath(id), { signal }),
  });

function useApplicationMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.driverApplications.all() }),
  });
}

/** Mark in review and/or save the notes. */
export const useUpdateApplication = () =>
  useApplicationMutation(({ id, ...body }: AdminDriverApplicationUpdate & { id: string }) =>
    api<AdminDriverApplication>(applicationPath(id), { method: 'PATCH', body }),
  );

/** Approve or reject; 409 when someone decided it already. The applicant is e-mailed either way. */
export const useDecideApplication = () =>
  useApplicationMutation(({ id, decision, ...body }: AdminDriverDecision & { id: string; decision: Decision }) =>
    api<AdminDriverDecisionResult>(`${applicationPath(id)}/${decision}`, { method: 'POST', body }),
  );
